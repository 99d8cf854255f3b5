% 0010_string_strlength.m: string() of numbers, logicals, char and cell; strlength
% Octave 7 has no string class; string(pi) is from the MATLAB string page, array precision from MATLAB Answers 2040916
s = string(pi)
s = string(42)
s = string([1 2.5 -3])
s = string([pi 100])
s = string(true)
s = string({'a', 'bc'})
s = string('text')
n = strlength("hello")
n = strlength({'ab', '', 'cde'})
