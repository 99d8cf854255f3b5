% 02_dim.m: max(A, [], dim) along an explicit dimension
% cross-checked against GNU Octave 7: values
A = [3 1 5; 4 2 6];
[m, i] = max(A, [], 1)
[m, i] = max(A, [], 2)
max(A, [], 2)
% dim > ndims(A): A itself, indices all 1
[m, i] = max(A, [], 3)
m = max(A, [], 5)
[m, i] = max([3 9 2], [], 1)
[m, i] = max([3 9 2], [], 2)
[m, i] = max([4; 8], [], 2)
[m, i] = max([4; 8], [], 1)
[m, i] = max(7, [], 2)
[m, i] = max([5 5 1; 2 7 7], [], 2)
[m, i] = max([1 -2; -3 4; 0 9], [], 2)
[m, i] = max([NaN 1; 2 NaN], [], 2)
B = cat(3, [1 8; 3 4], [5 2; 7 6]);
[m, i] = max(B, [], 3)
[m, i] = max(B, [], 1)
