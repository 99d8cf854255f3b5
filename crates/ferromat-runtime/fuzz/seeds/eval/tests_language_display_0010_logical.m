% 0010_logical.m: DISPLAY.md R4.3, logical scalar and arrays
% values cross-checked against GNU Octave 7
t = true
a = [false true true true]
m = logical([1 0; 0 1])
