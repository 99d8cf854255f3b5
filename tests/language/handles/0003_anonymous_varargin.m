% Anonymous functions with varargin collect the inputs past the named
% ones; nargin of such a handle is negative; an input left out is "Not
% enough input arguments." when the body reads it.
g = @(varargin) varargin;
g(1, 'two', [3 4])
size(g())
count = @(varargin) numel(varargin);
count(1, 2, 3)
k = @(x, varargin) x + numel(varargin);
k(10)
k(10, 'a', 'b')
fprintf('%d %d %d\n', nargin(g), nargin(k), nargin(@(a, b) a));
try
    k()
catch err
    disp(err.message)
end
h = @(a, b) a + b;
try
    h(1)
catch err
    disp(err.message)
end
only_first = @(a, b) a;
only_first(5)
try
    only_first(1, 2, 3)
catch err
    disp(err.message)
end
