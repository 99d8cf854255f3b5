s.(name)
s.('x')
