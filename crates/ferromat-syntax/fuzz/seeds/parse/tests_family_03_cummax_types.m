% 03_cummax_types.m: classes, N-d and empty input of cummax/cummin
% cross-checked against GNU Octave (values); char gives double as in MATLAB
M = cummax(int8([3 -1 5 2]))
M = cummin(uint16([7 9 4 8]))
M = cummax(single([1.5 0.5 2.5]))
M = cummax(logical([0 1 0]))
M = cummax('abc')
A = cat(3, [1 2; 3 4], [9 10; 11 12], [5 6; 7 8]);
M = cummax(A, 3, 'reverse')
M = cummax(zeros(0, 3))
M = cummin([])
M = cummax([1+2i 3 -4])
