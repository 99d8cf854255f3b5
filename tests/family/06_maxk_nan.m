% 06_maxk_nan.m: NaN placement, ComparisonMethod, classes and errors of maxk/mink.
% Cross-checked: see tests/family/README.md.
[B, I] = maxk([3 NaN 5 NaN 1], 3)
[B, I] = mink([3 NaN 5 NaN 1], 5)
[B, I] = maxk([2-2i 3+1i 4+0i 5i], 2)
B = maxk([-5 3 -1], 2, 'ComparisonMethod', 'abs')
B = mink([-5 3 -1], 2, 'ComparisonMethod', 'abs')
B = maxk(int8([5 -3 9 0]), 2)
B = mink(uint8([5 3 9 0]), 2)
B = maxk('hello', 2)
try, maxk([1 2], -1), catch e, disp(e.message), end
try, maxk([1 2], 1.5), catch e, disp(e.message), end
try, mink([1 2], 1, 'ComparisonMethod', 'size'), catch e, disp(e.message), end
[B, I] = mink([Inf NaN -Inf], 3)
[B, I] = maxk([3 -1 NaN; 7 NaN 2; -4 5 6], 2)
[B, I] = maxk([3 NaN -4], 3, 'ComparisonMethod', 'abs')
[B, I] = mink(logical([1 0 1 0]), 3)
[B, I] = maxk(intmax('int64') - int64([3 0 1 2]), 2)
B = maxk(single([1.5 NaN 2.5]), 2)
try, maxk({1}, 1), catch e, disp(e.message), end
try, maxk([1 2], [1 2]), catch e, disp(e.message), end
try, maxk([1 2], 1, 0), catch e, disp(e.message), end
