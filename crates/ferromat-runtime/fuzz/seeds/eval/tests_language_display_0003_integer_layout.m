% 0003_integer_layout.m: DISPLAY.md R2.1, integer-valued doubles in fields of 6 or 12
% values cross-checked against GNU Octave 7
A = [1 -2 30; 400 5 -6]
B = [1 1000; -25 7]
[1 NaN -Inf]
m = 10
m = 100
m = 1000
m = 10000
n = 6417
p = 123456789
z = [0 -0 1]
c = 999
w = [999999999 1]
