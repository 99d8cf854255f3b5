% 0002_cellfun_nonuniform.m: 'UniformOutput', false collects results in a cell array
% values cross-checked against GNU Octave 7
c = cellfun(@(x) x * 2, {1, [1 2]}, 'UniformOutput', false)
u = cellfun(@upper, {'ab', 'cd'}, 'UniformOutput', false)
f = cellfun(@(s) s(1:2), {'Monday', 'Tuesday'}, 'UniformOutput', false)
n = cellfun(@numel, {'a', 'bb'}, 'UniformOutput', 0)
