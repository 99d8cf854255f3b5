% 0008_strrep_strfind.m: strrep replaces overlapping matches; strfind returns double start indices
% values cross-checked against GNU Octave 7; the first two examples are from the MATLAB strrep and strfind pages
s = strrep('abc 2 def 22 ghi 222 jkl 2222', '22', '*')
k = strfind('Find the starting indices of substrings', 'in')
c = strrep({'aa', 'bab'}, 'a', 'x')
k = strfind('abababa', 'aba')
k = strfind('abc', 'z')
e = isempty(strfind('abc', 'abcd'))
