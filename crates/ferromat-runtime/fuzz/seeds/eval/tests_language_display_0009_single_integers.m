% 0009_single_integers.m: DISPLAY.md R4.1-R4.2, single and integer class headers and widths
% values cross-checked against GNU Octave 7
a = single(pi)
b = single([10 10 13])
c = int8([1 -2 100])
d = uint8(17)
e = uint16([256 512])
f = int16([1; -20; 3])
g = int32([1 2; 3 4])
