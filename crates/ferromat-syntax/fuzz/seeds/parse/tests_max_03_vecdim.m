% 03_vecdim.m: max(A, [], vecdim): reduce over several dimensions at once
% expectations derived from the MATLAB documentation
% the index is the column-major position inside the reduced slice, dims in increasing order
A = [3 1 5; 4 2 6];
[m, i] = max(A, [], [1 2])
[m, i] = max(A, [], [2 1])
[m, i] = max(A, [], [2 3])
[m, i] = max(A, [], [1 4])
[m, i] = max(A, [], 2)
m = max(A, [], [3 4])
B = cat(3, [1 8; 3 4], [5 2; 7 6]);
[m, i] = max(B, [], [1 2])
[m, i] = max(B, [], [1 3])
[m, i] = max(B, [], [3 1])
[m, i] = max(B, [], [2 3])
[m, i] = max(B, [], [1 2 3])
[m, i] = max(B, [], [1 2], 'linear')
[m, i] = min(B, [], [1 2])
[m, i] = max([1 NaN; 3 2], [], [1 2], 'includenan')
[m, i] = max([1 NaN; 3 2], [], [1 2])
C = reshape([4 1 9 2 9 3 0 5], 2, 2, 2);
[m, i] = max(C, [], [2 3])
