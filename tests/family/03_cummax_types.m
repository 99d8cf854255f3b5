% 03_cummax_types.m: classes (integers near their limits, single, logical, complex),
% N-d and empty input of cummax/cummin. Cross-checked: see tests/family/README.md.
M = cummax(int8([3 -1 5 2]))
M = cummin(uint16([7 9 4 8]))
M = cummax(single([1.5 0.5 2.5]))
M = cummax(logical([0 1 0]))
M = cummax(intmax('int64') - int64([1 0 2]))
M = cummin(intmin('int64') + int64([1 0 2]))
M = cummax(intmax('uint64') - uint64([1 0 2]))
A = cat(3, [1 2; 3 4], [9 10; 11 12], [5 6; 7 8]);
M = cummax(A, 3, 'reverse')
M = cummax(zeros(0, 3))
M = cummax(zeros(3, 0))
M = cummin([])
M = cummax([1+2i 3 -4])
