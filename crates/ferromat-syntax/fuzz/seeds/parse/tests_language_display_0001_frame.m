% 0001_frame.m: DISPLAY.md R1.1-R1.3, the loose echo frame, several outputs, "x = " for objects
% values cross-checked against GNU Octave 7
x = 5
3 + 4
[m, i] = max([3 9 2])
s = "hi"
y = [1 2]
