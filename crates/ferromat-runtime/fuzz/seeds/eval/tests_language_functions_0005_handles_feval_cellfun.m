% 0005_handles_feval_cellfun.m: handles to built-ins, feval, str2func, cellfun, arrayfun
% values cross-checked against GNU Octave 7
fa = @abs;
r = fa(-3)
m = feval(@max, [4 9 2])
m = feval('max', [4 9 2])
s = func2str(fa)
h = str2func('abs');
r = h(-7)
[mx, ix] = feval(@max, [3 7 5])
n = cellfun(@numel, {'ab', [1 2 3], []})
c = cellfun(@(x) x * 2, {1, [1 2]}, 'UniformOutput', false)
u = cellfun(@upper, {'ab', 'c'}, 'UniformOutput', false)
e = cellfun(@isempty, {[], 'x', {}})
q = arrayfun(@(x) x^2, 1:4)
t = arrayfun(@(x) x > 2, [1 3 5])
