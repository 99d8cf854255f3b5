% 0006_strsplit.m: strsplit splits at whitespace by default and collapses repeated delimiters
% values cross-checked against GNU Octave 7
c = strsplit('The rain in Spain')
c = strsplit('a,b,,c', ',')
n = numel(strsplit('a,b,,c', ',', 'CollapseDelimiters', false))
[c, m] = strsplit('1-2--3', '-')
c = strsplit('a1b22c', {'1', '22'})
