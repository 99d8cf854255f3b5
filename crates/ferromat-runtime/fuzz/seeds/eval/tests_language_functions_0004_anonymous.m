% 0004_anonymous.m: anonymous functions; captured variables are copied when the handle is created
% values cross-checked against GNU Octave 7
a = 2;
f = @(x) a * x;
y = f(3)
a = 100;
y = f(3)
g = @(x, y) x + y;
s = g(1, 2)
h = @() 42;
v = h()
sq = @(v) v.^2;
w = sq([1 2 3])
compose = @(x) sq(f(x));
c = compose(1)
k = func2str(@(x)x+1)
class(f)
n = nargin(g)
m = @(x) [x, x];
m(5)
