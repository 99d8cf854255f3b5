% 07_bounds.m: bounds with dim, vecdim, 'all' and NaN flags
% cross-checked against GNU Octave (values); NaN flags from the MATLAB documentation
[S, L] = bounds([2 4 -1 10 6 3 0 -16])
A = [2 4 -1; 10 6 3; 0 -16 8];
[S, L] = bounds(A)
[S, L] = bounds(A, 2)
[S, L] = bounds(A, 'all')
B = cat(3, A, 2*A);
[S, L] = bounds(B, [1 2])
[S, L] = bounds(B, [1 3])
[S, L] = bounds([1 NaN 3])
[S, L] = bounds([1 NaN 3], 'includenan')
[S, L] = bounds([NaN NaN])
[S, L] = bounds(int16([5 -2 7]))
[S, L] = bounds(A, 4)
S = bounds([])
try, bounds([1 2], 0), catch e, disp(e.message), end
try, bounds([1 2], 'linear'), catch e, disp(e.message), end
