% 0007_commands_statements.m: command syntax (format, disp), ; suppression, several statements per line
% values cross-checked against GNU Octave 7
format long
p = pi
format short
p = pi
format long
x = 7
format
y = 1/3
a = 1, b = 2; c = 3
d = 4;
d
disp hello
format compact
z = 5
w = [1 2; 3 4]
format loose
z
