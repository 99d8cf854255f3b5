% 0003_cellfun_outputs.m: several outputs from cellfun; several cell inputs
% values cross-checked against GNU Octave 7
[r, c] = cellfun(@size, {[1 2 3; 4 5 6], 'abcd', []})
[mx, ix] = cellfun(@max, {[1 5 2], [7 3]})
p = cellfun(@(a, b) a + b, {1, 2}, {10, 20})
t = cellfun(@strcmp, {'a', 'b'}, {'a', 'c'})
