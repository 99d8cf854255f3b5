% 0001_number_literals.m: numeric literal forms (exponent, leading dot, hex, imaginary unit)
% values cross-checked against GNU Octave 7; the class of a hex literal (uint8) is MATLAB's documented rule
a = 1e3
b = .5
c = 2.5e-1
d = 1E2
h = 0x1F
class(h)
e = double(0x1F) + 1
z = 3i
w = 2 + 3j
