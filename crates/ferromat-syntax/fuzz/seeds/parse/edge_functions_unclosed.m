function y = f(x)
  if x > 0, y = f(x-1); else, y = 0; end
end
function [a, b] = g(varargin)
  a = 1; b = @(t) t.^2;
