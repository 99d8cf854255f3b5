% 06_linear.m: [M, I] = max(A, [], ..., 'linear'): I is the linear index into A
% expectations derived from the MATLAB documentation
A = [3 1 5; 4 2 6];
[m, i] = max(A, [], 1, 'linear')
[m, i] = max(A, [], 2, 'linear')
[m, i] = max(A, [], 'linear')
[m, i] = max(A, [], 3, 'linear')
[m, i] = min(A, [], 2, 'linear')
B = cat(3, [1 8; 3 4], [5 2; 7 6]);
[m, i] = max(B, [], 3, 'linear')
[m, i] = max(B, [], 2, 'linear')
[m, i] = max(B, [], 1, 'linear')
[m, i] = max([3 9 2], [], 'linear')
[m, i] = max([3 9 2], [], 2, 'Linear')
[m, i] = max([NaN 1; NaN NaN], [], 2, 'linear')
[m, i] = max([7 7; 7 7], [], 2, 'linear')
m = max(A, [], 2, 'linear')
