% 01_cummax.m: cummax/cummin default dimension, dim (also beyond ndims), 'reverse', N-d.
% Cross-checked: Octave oracle (octave/cummax.cases) and the MathWorks cummax/cummin
% examples; see tests/family/README.md.
x = cummax([9 10 2 10 7 1 3 6 10 10])
x = cummin([8 9 1 10 6 1 3 6 10 10])
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
C = cat(3, [1 2; 3 4], [9 10; 11 12], [5 6; 7 8]);
M = cummin(C, 3, "reverse")
D = reshape([4 1 3 2 8 5 7 6], 2, 2, 2);
M = cummax(D)
M = cummin(D, 3)
