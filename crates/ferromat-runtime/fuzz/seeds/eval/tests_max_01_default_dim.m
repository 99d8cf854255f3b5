% 01_default_dim.m: max(A) reduces along the first dimension whose size is not 1
% cross-checked against GNU Octave 7: values
m = max([3 9 2])
[m, i] = max([3 9 2])
A = [3 1 5; 4 2 6];
max(A)
[m, i] = max(A)
[m, i] = max([4; 8; 1])
m = max(7)
[m, i] = max(7)
% ties: the first occurrence wins
[m, i] = max([2 5 5 1])
[m, i] = max([4 4; 4 4])
[m, i] = max([-3 -1 -2])
[m, i] = max([1 Inf 3])
[m, i] = max([-Inf -Inf])
m = max([0.5 1.25 -2])
[m, i] = max([1 8; 9 2; 5 5])
m = max([1000 5; 3 2000])
m = max([1.5 2; 0.25 -1])
% 1x1x3: the first non-singleton dimension is 3
[m, i] = max(reshape([2 7 4], 1, 1, 3))
[m, i] = max(reshape([2 7 4 9], 1, 2, 2))
[m, i] = max([0 -0 0])
