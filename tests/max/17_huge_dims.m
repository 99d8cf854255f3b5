% Any dimension past ndims is a singleton, however large: flintmax and
% 1e300 are valid dimension numbers and the result is the input itself.
max([1 2], [], 1e300)
max([1 2], [], flintmax)
[m, i] = min([3 1; 2 5], [], [1 1e300])
cummax([1 2], 1e300)
maxk([1 2 3], 2, 1e300)
[lo, hi] = bounds([1 2 3], 1e300)
sum([1 2; 3 4], 1e300)
mean([1 2; 3 4], [2 flintmax])
median([1 2; 3 4], 1e300)
prod([1 2], [1e300 1e301])
try, max(1, [], Inf), catch err, disp(err.message), end
try, max(1, [], [3 3]), catch err, disp(err.message), end
