% 03_cummax_types.m: classes, N-d and empty input of cummax/cummin
% Cross-check record (octave-cli tests/family/octave/check_cummax.m): every value
% compared with GNU Octave 7.3 (int8, uint16, single, logical, int64/uint64 near
% their limits, complex, empties, N-d; reverse via flip). Class rule from the MATLAB
% cummax page: "M is ... of the same size and type" as A. Char is not among the
% documented data types and Octave rejects it too: see 04_cummax_errors.m.
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
