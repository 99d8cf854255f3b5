% 0007_format_long.m: DISPLAY.md R2.5, format long (%20.15f), integers unaffected
% values cross-checked against GNU Octave 7
format long
p = pi
h = 12.5
t = 1/3
k = 7
v = [1 2]
format short
p = pi
