% 0007_arrayfun.m: arrayfun over numeric arrays, with several inputs and non-uniform output
% values cross-checked against GNU Octave 7
s = arrayfun(@(x) x^2, [1 2 3])
t = arrayfun(@(x) x > 1, [1 2; 3 0])
c = arrayfun(@(n) 1:n, 1:3, 'UniformOutput', false)
p = arrayfun(@(a, b) a + b, [1 2], [10 20])
[q, r] = arrayfun(@(x) deal(x, -x), [4 5])
u = arrayfun(@(ch) ch + 1, 'abc')
