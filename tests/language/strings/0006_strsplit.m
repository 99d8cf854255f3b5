% 0006_strsplit.m: strsplit splits at whitespace by default and collapses repeated delimiters
% The RegularExpression cases match GNU Octave 7 (its strsplit tests use the same sentence).
% values cross-checked against GNU Octave 7
c = strsplit('The rain in Spain')
c = strsplit('a,b,,c', ',')
n = numel(strsplit('a,b,,c', ',', 'CollapseDelimiters', false))
[c, m] = strsplit('1-2--3', '-')
c = strsplit('a1b22c', {'1', '22'})
[c, m] = strsplit('The rain in Spain', {'\s', 'ain'}, 'DelimiterType', 'RegularExpression')
c = strsplit('a1b22c', '\d', 'CollapseDelimiters', false, 'DelimiterType', 'RegularExpression')
s = strsplit("x = 1;  y=2", '\s*[=;]\s*', 'DelimiterType', 'RegularExpression')
