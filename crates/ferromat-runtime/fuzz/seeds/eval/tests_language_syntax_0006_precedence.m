% 0006_precedence.m: operator precedence and associativity
% values cross-checked against GNU Octave 7
a = -2^2
b = 2^-1
c = 1:3+1
d = ~0 == 1
e = 2^3^2
f = 1 < 2 < 3
g = 3 > 2 > 1
h = 2*3^2
k = -[1 2]'
m = 1 + 2 * 3 - 4 / 2
n = (1 + 2) * 3
p = 1 | 0 & 0
q = -3:-1
