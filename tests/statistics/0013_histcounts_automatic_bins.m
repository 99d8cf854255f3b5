% histcounts choosing its own edges: a number of bins, the automatic rule
% (one bin per integer for small integer ranges, Scott's rule otherwise),
% and 'BinLimits' without a bin count.
X = [2 3 5 7 11 13 17 19 23 29];
[N, edges] = histcounts(X, 6)
[N, edges] = histcounts(primes(100))
[N, edges] = histcounts([1 2 2 3 3 3 4 4 4 4])
[N, edges] = histcounts(X, 'BinLimits', [0 30])
[N, edges] = histcounts([], 3)
[N, edges] = histcounts([2.5 2.5], 1)
[N, edges, bin] = histcounts([0.1 0.4 NaN 0.95], 2)
% var and std of empty lanes (no data, lanes of length 0) are NaN.
disp(size(std(ones(1,3,0,2), [], 3)))
disp(all(isnan(var(ones(1,3,0,2), [], 3)), 'all'))
disp(var(zeros(0,3)))
