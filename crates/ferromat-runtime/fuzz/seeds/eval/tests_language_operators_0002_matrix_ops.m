% 0002_matrix_ops.m: matrix vs element-wise multiply, power, left and right division, transpose
% values cross-checked against GNU Octave 7 (the systems are chosen so every step is exact)
A = [1 1; 1 -1];
b = [3; 1];
x = A \ b
y = b' / A
P = A * A
Q = A .* A
R = A ^ 2
S = A .^ 2
T = [1 2; 3 4]'
k = [1 2 3] * [4; 5; 6]
o = [1; 2] * [3 4]
u = 6 / 3
v = 3 \ 6
