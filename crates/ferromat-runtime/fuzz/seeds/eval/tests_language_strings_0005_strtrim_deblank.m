% 0005_strtrim_deblank.m: strtrim removes leading and trailing whitespace, deblank trailing only
% values cross-checked against GNU Octave 7 (except the string line)
t = strtrim('   abc   ')
t = strtrim(['  a b  ' 9 10])
c = strtrim({' a', 'b ', ' c '})
s = strtrim("  text  ")
d = deblank('  ab  ')
n = length(strtrim('  x  '))
