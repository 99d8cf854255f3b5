% 0002_logical_masks.m: logical indexing for reading and assignment
% values cross-checked against GNU Octave 7
v = [5 -1 3 -7 2];
m = v > 0
v(m)
v(v < 0) = 0
find(v)
A = [1 2; 3 4];
A(A > 1)'
A(logical([1 0; 0 1]))
any(v == 3)
v(logical([1 0 1]))
A(A > 2) = -1
