s.a
s.a.b
s.a(2).b
