% 0005_scale_factor.m: DISPLAY.md R2.3, common scale factor for arrays
% values cross-checked against GNU Octave 7
D = [1.5 1000.5]
a = [2e-4 -5e-5]
b = [0.001 0.002]
c = [1 1e10]
d = eye(2) * eps
e = [1000.5 NaN]
