% 01_cummax.m: cummax/cummin default dimension, dim, 'reverse'
% cross-checked against GNU Octave (values); 'reverse' from the MATLAB documentation
x = cummax([9 10 2 10 7 1 3 6 10 10])
A = [3 5 2; 1 6 3; 7 8 1];
M = cummax(A)
M = cummax(A, 2)
M = cummin(A)
M = cummin(A, 2)
M = cummax([1 3 2 5 4], 'reverse')
M = cummin([1 3 2 5 4], 'reverse')
M = cummax(A, 1, 'reverse')
M = cummin(A, 2, 'reverse')
M = cummax([4; 2; 6; 1])
M = cummax(A, 3)
M = cummax(5)
