% 0002_typed_integer_literals.m: hexadecimal and binary literals with a type suffix
% class and value rules from MATLAB's "Hexadecimal and Binary Values" page
% (smallest unsigned type without a suffix, uN/sN suffixes, two's complement for sN);
% values cross-checked against GNU Octave 7
a = 0x1Fu16;
disp(class(a)); fprintf('%d\n', a)
b = 0b101s32;
disp(class(b)); fprintf('%d\n', b)
c = 0x80s8;
disp(class(c)); fprintf('%d\n', c)
d = 0xFFs8;
fprintf('%d\n', d)
e = 0x2As32
f = 0x100;
disp(class(f))
g = 0xFFFFFFFFu32;
disp(class(g)); fprintf('%d\n', g)
h = 0x7FFFFFFFFFFFFFFFs64;
disp(class(h)); fprintf('%d\n', h == intmax('int64'))
k = 0xFFFFFFFFFFFFFFFF;
disp(class(k)); fprintf('%d\n', k == intmax('uint64'))
m = 0b1000000000000000s16;
fprintf('%d\n', m == intmin('int16'))
