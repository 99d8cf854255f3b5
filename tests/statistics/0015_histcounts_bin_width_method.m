% histcounts 'BinWidth' and 'BinMethod' (expectations worked by hand from the
% MathWorks rules; see README.md)
x = [1 2 2 3 5 8 13];
[N, e] = histcounts(x, 'BinWidth', 2)
[N, e] = histcounts(x, 'BinWidth', 3, 'BinLimits', [0 10])
[N, e] = histcounts([0 2 4], 'BinWidth', 2)
[N, e] = histcounts([-2 -1 -1 0 3], 'BinMethod', 'integers')
[N, e] = histcounts(x, 'BinMethod', 'sturges')
[N, e] = histcounts(x, 'BinMethod', 'sqrt')
[N, e] = histcounts(x, 'BinMethod', 'fd')
[N, e] = histcounts(x, 'BinMethod', 'scott')
[N, e] = histcounts(0:0.01:1, 'BinWidth', 1e-6);
numel(N)
try
  histcounts(x, 'BinWidth', -1)
catch err
  disp(err.message)
end
try
  histcounts(x, 'BinMethod', 'rice')
catch err
  disp(err.message)
end
