% 06_maxk_nan.m: NaN placement, ComparisonMethod and classes of maxk/mink
% expectations from the MATLAB documentation (NaN ordered as by sort)
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
