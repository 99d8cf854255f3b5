% 02_cummax_nan.m: NaN flags of cummax/cummin ('omitnan' default)
% Cross-check record (octave-cli tests/family/octave/check_cummax.m):
% - default ('omitnan') values compared with GNU Octave 7.3, which always omits NaN:
%   cummax(A), cummin([NaN 2 1 NaN 0]), cummax([NaN NaN 1]), cummin([2 NaN 1]),
%   cummax([3 5 NaN 9 0 NaN]).
% - 'includenan' has no Octave counterpart: cummax(A,'includenan') is the MATLAB
%   documentation example (cummax page, "Include missing values"), the other
%   'includenan' values follow the documented rule "once the first NaN is met,
%   the cumulative result is NaN" worked by hand.
A = [3 5 NaN 4; 2 6 2 9; 1 3 0 NaN];
M = cummax(A)
M = cummax(A, 'includenan')
M = cummin(A, 'includenan')
M = cummin([NaN 2 1 NaN 0])
M = cummax([NaN NaN 1])
M = cummin([2 NaN 1], 'omitnan')
M = cummax([3 5 NaN 9 0 NaN])
M = cummax([3 5 NaN 9 0 NaN], 'includenan')
M = cummax([2 NaN 1], 'reverse', 'includenan')
M = cummax([2 NaN 1], 'includemissing', 'forward')
M = cummin(single([4 NaN 2]), 'includenan')
