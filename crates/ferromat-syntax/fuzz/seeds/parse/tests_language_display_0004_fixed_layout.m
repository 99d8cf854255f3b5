% 0004_fixed_layout.m: DISPLAY.md R2.2, non-integer arrays in %10.4f, bare 0, tiny values
% values cross-checked against GNU Octave 7
a = [1.5 -2.25; 100 0]
b = [1.5 NaN Inf]
c = [1 1e-5]
d = [1 -1e-5]
e = [0.5; 0.25]
