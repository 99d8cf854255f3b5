% 0001_cellfun_uniform.m: cellfun with uniform output gives an array of the cells' shape and the results' class
% values cross-checked against GNU Octave 7
C = {[1 2 3], [4 5], 6};
n = cellfun(@numel, C)
m = cellfun(@max, C)
e = cellfun(@isempty, {[], 'a', {}})
k = cellfun(@numel, {1; [1 2]})
s = cellfun(@(x) x(1), {'abc', 'de'})
