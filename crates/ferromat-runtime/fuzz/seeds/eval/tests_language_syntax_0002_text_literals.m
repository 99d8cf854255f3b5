% 0002_text_literals.m: char vectors with doubled quotes, string scalars, concatenation
% values cross-checked against GNU Octave 7 (char parts; Octave has no string class)
s = 'it''s'
n = length(s)
e = ''
t = "say ""hi""";
disp(t)
u = "plain"
k = class(u)
c = ['ab', 'cd']
d = double('AZ')
v = "ab" + "cd"
