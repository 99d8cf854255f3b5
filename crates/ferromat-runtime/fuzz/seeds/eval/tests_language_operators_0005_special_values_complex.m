% 0005_special_values_complex.m: division by zero, NaN, complex transpose vs .', complex arithmetic
% values cross-checked against GNU Octave 7
a = 1/0
b = -1/0
c = 0/0
d = [1 -1 0] ./ 0
e = Inf - Inf
f = NaN == NaN
g = isnan([1 NaN 3])
k = int8(1) / 0
z = [1+2i 3-4i];
zt = z'
zp = z.'
r = real(z)
im = imag(z)
m = abs(3+4i)
s = (1+2i) * (3-1i)
q = sqrt(-4)
