% 0003_integer_class_ranges.m: ranges with an integer operand have that class
% and run in either direction; values from GNU Octave 7
a = uint8(10):-2:uint8(0)
b = uint8(5):-1:1
n = 0;
for k = uint16(10):-2:1
    n = n + 1;
end
fprintf('%d %s %d\n', n, class(k), k)
c = int8(-3):2:4
e = uint8(1):-1:5;
disp(size(e))
f = int16(100):-50:-100
