% 0011_char.m: DISPLAY.md R4.4, char row quoted, char matrix with a header, disp unquoted
% values cross-checked against GNU Octave 7
s = 'hello'
m = ['abc'; 'def']
disp('hello')
