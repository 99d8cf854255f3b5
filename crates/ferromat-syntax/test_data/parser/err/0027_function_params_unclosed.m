function y = f(a,
