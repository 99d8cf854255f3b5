function y = f(x)
y = g(x);
function z = g(x)
z = x + 1;
