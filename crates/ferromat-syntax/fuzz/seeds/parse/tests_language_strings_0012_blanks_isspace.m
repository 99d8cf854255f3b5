% 0012_blanks_isspace.m: blanks makes spaces; isspace finds whitespace
% values cross-checked against GNU Octave 7
b = ['[' blanks(3) ']']
tf = isspace('a b c')
n = numel(blanks(0))
tf = isspace(['x' 9 'y'])
