% 0004_upper_lower.m: upper and lower on char, cell and string arrays
% values cross-checked against GNU Octave 7 (except the string line)
u = upper('Hello World 42')
l = lower({'ABC', 'DeF'})
s = upper("mixed Case")
m = lower(['AB'; 'CD'])
