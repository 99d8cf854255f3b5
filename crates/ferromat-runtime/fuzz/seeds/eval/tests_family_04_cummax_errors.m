% 04_cummax_errors.m: argument errors of cummax/cummin, as for max
% messages from the max family's grammar
try, cummax([1 2], 0), catch e, disp(e.message), end
try, cummax([1 2], [1 2]), catch e, disp(e.message), end
try, cummax([1 2], 'reverse', 'forward'), catch e, disp(e.message), end
try, cummin([1 2], 'sideways'), catch e, disp(e.message), end
try, cummax({1}), catch e, disp(e.message), end
