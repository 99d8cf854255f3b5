% 0004_integer_classes.m: integer saturation and rounding, result classes of mixed operations
% values cross-checked against GNU Octave 7
a = int8(100) + 100
b = int8(-100) - 100
c = int8(-7) / 2
d = int8(7) / 2
e = uint8(3) - 5
f = int8(5) * 2.6
g = int16([100 200]) * 2
class(int8(1) + 1)
class(single(1) + 1)
h = single(1) + 0.5
k = 'a' + 1
class('a' + 1)
l = true + true
class(true + true)
m = int32(10) / int32(4)
q = int8(-128) * -1
r = abs(int8(-128))
