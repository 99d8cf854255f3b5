% 0002_nargin_varargs.m: nargin, nargout, varargin, varargout
% values cross-checked against GNU Octave 7 (functions moved before the code for Octave)
count_args()
count_args(1, 'a', [1 2])
[a, b] = report_nargout()
a = report_nargout()
report_nargout();
c = collect(1, 2, 3)
c = collect()
[x, y, z] = spread(7)
[x, y] = spread(8)
total = add_all(1, 2, 3, 4)
total = add_all(5)

function count_args(varargin)
fprintf('nargin = %d, numel(varargin) = %d\n', nargin, numel(varargin));
end

function [a, b] = report_nargout()
fprintf('nargout = %d\n', nargout);
a = 1;
b = 2;
end

function n = collect(varargin)
n = numel(varargin);
end

function varargout = spread(v)
for k = 1:nargout
    varargout{k} = v + k;
end
end

function t = add_all(first, varargin)
t = first;
for k = 1:numel(varargin)
    t = t + varargin{k};
end
end
