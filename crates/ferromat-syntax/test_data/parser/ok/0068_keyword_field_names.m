s.end
s.if = 1;
