% filter returns single when its data is single, computed in single
% precision. Expected values: GNU Octave 7.3 (Octave's filter.cc tests);
% MathWorks' filter page documents the single result.
y = filter(1, ones(10, 1) / 10, single(1:5));
disp(class(y))
disp(y)
[y, zf] = filter([1 1] / 2, 1, single([1 2 3]));
disp(class(zf))
disp(y)
disp(zf)
y = filter(single(0.5), 1, [2 4]);
disp(class(y))
