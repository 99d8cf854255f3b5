format long
p = pi
q = 12.5
k = 7
format short
r = pi
