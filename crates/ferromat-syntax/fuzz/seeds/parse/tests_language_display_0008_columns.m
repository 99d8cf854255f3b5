% 0008_columns.m: DISPLAY.md R3.1, wide arrays split into Columns blocks at 80 characters
% values cross-checked against GNU Octave 7
x = 1:20
(1:10)/4
y = 1000:1000:8000
z = [1:14; 15:28]
