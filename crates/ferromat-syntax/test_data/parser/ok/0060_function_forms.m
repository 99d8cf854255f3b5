function noargs
disp(1)
end
function [a, b] = two(varargin)
a = 1; b = 2;
end
function out = skip(~, y)
out = y;
end
