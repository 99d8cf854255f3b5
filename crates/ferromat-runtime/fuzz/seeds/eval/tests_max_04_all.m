% 04_all.m: max(A, [], 'all'): reduce over every element; the index is linear into A
% expectations derived from the MATLAB documentation
A = [3 1 5; 4 2 6];
m = max(A, [], 'all')
[m, i] = max(A, [], 'all')
A = reshape(1:12, [3 4]);
[m, i] = max(A, [], 'all')
[m, i] = max([5 1; 5 2], [], 'all')
[m, i] = max([1 9; 9 2], [], 'all')
B = cat(3, [1 8; 3 4], [5 2; 7 6]);
[m, i] = max(B, [], 'all')
[m, i] = min(B, [], 'all')
m = max(B, [], 'ALL')
m = max(B, [], "all")
[m, i] = max([1 NaN; 3 2], [], 'all')
[m, i] = max([1 NaN; 3 2], [], 'all', 'includenan')
[m, i] = max([1 NaN; 3 2], [], 'all', 'omitnan')
[m, i] = max([NaN NaN; NaN NaN], [], 'all')
[m, i] = max(A, [], 'all', 'linear')
[m, i] = max(7, [], 'all')
[m, i] = max(int8([3 -4; 9 2]), [], 'all')
[m, i] = max(reshape([2 7 4 9 1 9], 1, 2, 3), [], 'all')
