% 0001_arithmetic_expansion.m: element-wise arithmetic with scalars and implicit expansion
% values cross-checked against GNU Octave 7
a = [1 2 3] + [10; 20]
b = [1 2 3] - 1
c = [1 2; 3 4] .* [10; 100]
d = [2 4 6] ./ 2
e = 2 .^ [1 2 3]
f = [1 2 3] .^ 2
h = 7 - [1; 2]
k = mod(-7, 3)
r = rem(-7, 3)
p = [1 2] .* [3; 4]
