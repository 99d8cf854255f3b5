% 0004_cellfun_legacy_names.m: the text function names cellfun keeps for backward compatibility
% values cross-checked against GNU Octave 7
C = {[], 'ab', [1 2 3; 4 5 6], true};
e = cellfun('isempty', C)
l = cellfun('length', C)
d = cellfun('ndims', C)
p = cellfun('prodofsize', C)
q = cellfun('islogical', C)
r = cellfun('size', C, 1)
k = cellfun('isclass', C, 'char')
