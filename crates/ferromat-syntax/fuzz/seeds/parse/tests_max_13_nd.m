% 13_nd.m: arrays with 3 to 5 dimensions
% cross-checked against GNU Octave 7: values
% expectations derived from the MATLAB documentation (vecdim, 'all', 'linear' forms)
B = cat(3, [1 8; 3 4], [5 2; 7 6]);
[m, i] = max(B)
[m, i] = max(B, [], 2)
[m, i] = min(B, [], 3)
c = max(B, [4; 4])
m = max(int8(B), [], 3)
m = max(int8(B)); fprintf('%s %d %d %d\n', class(m), size(m))
D = reshape(1:16, 2, 2, 2, 2);
[m, i] = max(D, [], 4)
m = max(D, [], 3)
[m, i] = max(D, [], [3 4])
[m, i] = max(D, [], 4, 'linear')
[m, i] = min(D, [], [1 2 4])
F = reshape(1:6, 1, 1, 3, 2);
[m, i] = max(F)
m = max(F, [], 4)
E = reshape([3 1 4 1 5 9 2 6 5 3 5 8 9 7 9 3 2 3 8 4 6 2 6 4 3 3 8 3 2 7 9 5], 2, 2, 2, 2, 2);
m = max(E, [], 5); fprintf('%d ', m); fprintf('\n')
m = max(E, [], 5); fprintf('%d ', size(m)); fprintf('\n')
[m, i] = max(E); fprintf('%d ', size(m)); fprintf('\n')
[m, i] = max(E); fprintf('%d ', m); fprintf('\n')
[m, i] = max(E); fprintf('%d ', i); fprintf('\n')
[m, i] = max(E, [], 'all'); fprintf('%d %d\n', m, i)
[m, i] = max(E, [], [2 5]); fprintf('%d ', size(m), m, i); fprintf('\n')
[m, i] = min(E, [], 3); fprintf('%d ', size(m), m, i); fprintf('\n')
