% 04_cummax_errors.m: argument errors of cummax/cummin, as for max
% Error texts: see tests/family/README.md for which are MATLAB's confirmed wording
% and which are ferromat's own. Octave also rejects dim 0 and char input.
try, cummax([1 2], 0), catch e, disp(e.message), end
try, cummax([1 2], [1 2]), catch e, disp(e.message), end
try, cummax([1 2], 'reverse', 'forward'), catch e, disp(e.message), end
try, cummin([1 2], 'sideways'), catch e, disp(e.message), end
try, cummax({1}), catch e, disp(e.message), end
try, cummax('abc'), catch e, disp(e.message), end
try, cummax(), catch e, disp(e.message), end
try, [a, b] = cummin([1 2]), catch e, disp(e.message), end
