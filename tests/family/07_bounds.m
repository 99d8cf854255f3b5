% 07_bounds.m: bounds with dim, vecdim, 'all', NaN flags, classes, empty, errors.
% Cross-checked: Octave oracle and the MathWorks bounds examples; see tests/family/README.md.
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
[S, L] = bounds([16 2 3 13; 5 11 10 8; 9 7 6 12; 4 14 15 1], 2)
P = cat(3, [2 4; -2 1], [9 13; -5 7], [4 4; 8 -3]);
[S, L] = bounds(P, [1 2])
[S, L] = bounds(P, [1 2 3])
[S, L] = bounds(P, "all")
N = [2 NaN 6 -5; 0 3 NaN 9];
[S, L] = bounds(N)
[S, L] = bounds(N, "includemissing")
[S, L] = bounds(N, 'all', 'includenan')
[S, L] = bounds(single([2.5 NaN -1]))
[S, L] = bounds(intmax('int64') - int64([2 0 1]))
[S, L] = bounds('hello')
[S, L] = bounds(logical([1 0 1]))
[S, L] = bounds([3+4i -5 1i])
[S, L] = bounds(zeros(0, 3))
[S, L] = bounds(zeros(3, 0))
try, bounds({1}), catch e, disp(e.message), end
try, [S, L] = bounds([1 2], [1 1]), catch e, disp(e.message), end
