% 08_origin.m: [C, I] = max(A, B): ferromat extension, I = 1 where C came from A, 2 where from B
% MATLAB itself rejects two outputs with two arrays ("MAX with two matrices to compare and two output
% arguments is not supported."); this file specifies the ferromat extension of MAX_SPEC.md.
% ties go to A; with omitnan and exactly one NaN the non-NaN side wins
% expectations derived from the MATLAB documentation (C); origin values checked against a loop reference in Octave
[c, o] = max([1 5 3], [4 2 6])
[c, o] = max([1 2], [1 2])
A = [1 4 7]; B = [2; 3; 5];
[C, origin] = max(A, B)
[C, origin] = min(A, B)
[c, o] = max(3, 7)
[c, o] = max(7, 7)
[c, o] = max([1 9 4], 5)
[c, o] = max(NaN, 1)
[c, o] = max([1 NaN], [NaN 0])
[c, o] = max([NaN 3], [2 1], 'omitnan')
[c, o] = min([1 5 3], [4 2 6])
[c, o] = max(int8([1 9]), int8([5 5]))
[c, o] = max([1+1i, 3], [2i, 1])
[c, o] = max([-3 1], [2 -2], 'ComparisonMethod', 'abs')
[c, o] = max([1; 6], [4 2])
[c, o] = max(true, false)
[c, o] = max(int8([1 2]), int8([2 1])); fprintf('%s %s\n', class(c), class(o))
[c, o] = max(zeros(1, 0), 5); fprintf('%d %d %d %d\n', size(c), size(o))
