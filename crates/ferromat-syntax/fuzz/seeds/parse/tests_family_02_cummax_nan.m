% 02_cummax_nan.m: NaN flags of cummax/cummin ('omitnan' default)
% expectations from the MATLAB documentation; default values cross-checked against GNU Octave
A = [3 5 NaN 4; 2 6 2 9; 1 3 0 NaN];
M = cummax(A)
M = cummax(A, 'includenan')
M = cummin(A, 'includenan')
M = cummin([NaN 2 1 NaN 0])
M = cummax([NaN NaN 1])
M = cummin([2 NaN 1], 'omitnan')
M = cummax([2 NaN 1], 'reverse', 'includenan')
M = cummax([2 NaN 1], 'includemissing', 'forward')
