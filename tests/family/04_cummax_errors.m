% 04_cummax_errors.m: argument errors of cummax/cummin, in max's texts.
% Which texts are MATLAB's and which are ferromat's: see tests/family/README.md.
try, cummax([1 2], 0), catch e, disp(e.message), end
try, cummax([1 2], [1 2]), catch e, disp(e.message), end
try, cummax([1 2], 'reverse', 'forward'), catch e, disp(e.message), end
try, cummin([1 2], 'sideways'), catch e, disp(e.message), end
try, cummax({1}), catch e, disp(e.message), end
try, cummax('abc'), catch e, disp(e.message), end
try, cummax(), catch e, disp(e.message), end
try, [a, b] = cummin([1 2]), catch e, disp(e.message), end
