% 0002_compact.m: DISPLAY.md R1.4, format compact removes every blank line; bare format restores loose
% values cross-checked against GNU Octave 7
format compact
x = 5
y = [1 2; 3 4]
s = "hi"
format
x = 5
