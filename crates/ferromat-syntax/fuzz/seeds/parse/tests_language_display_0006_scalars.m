% 0006_scalars.m: DISPLAY.md R2.4, every row of the scalar table
% values cross-checked against GNU Octave 7
a = 4/3
a = -0.5
a = 12.3456789
a = 999.5
a = 1234.56789
a = 1910011037
a = 1e10
a = 0.00125
a = 0.001
a = -1e-4
a = NaN
a = Inf
a = -Inf
a = -0
