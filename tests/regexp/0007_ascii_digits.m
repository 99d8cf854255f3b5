% \d is [0-9] and \D its complement, inside and outside brackets: digits
% of other scripts (Arabic-Indic three, U+0663; fullwidth seven, U+FF17)
% are not digits to MATLAB's regexp.
t = ['a1', char(1635), '22', char(65303), 'b'];
disp(regexp(t, '\d+', 'match'))
disp(regexp(t, '[\d]+', 'start'))
disp(regexp(t, '\D', 'start'))
disp(regexprep(t, '[x\d]', '#') == '#')
disp(numel(regexp(char(1635), '\d')))
