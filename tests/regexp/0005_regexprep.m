% regexprep (MathWorks regexprep page examples and GNU Octave).
disp(regexprep('Hello World', '(\w+) (\w+)', '$2 $1'))
disp(regexprep('abcabc', 'b', 'X', 'once'))
disp(regexprep('aBc', 'b', 'x', 'ignorecase'))
disp(regexprep('abc', 'b', '$0$0'))
c = regexprep({'ab', 'cb'}, 'b', 'x');
fprintf('%s|', c{:}); fprintf('\n');
disp(regexprep('abc', {'a', 'c'}, {'1', '3'}))
disp(regexprep('abc', {'a', 'c'}, 'Z'))
disp(regexprep("abc", 'b', 'x'))
disp(class(regexprep("abc", 'b', 'x')))
disp(mat2str(double(regexprep('a.b', '\.', '\t'))))
disp(regexptranslate('escape', 'a.b*c'))
disp(regexptranslate('wildcard', '*.m'))
disp(regexp('file.m', regexptranslate('wildcard', '*.m'), 'match', 'once'))
disp(regexprep('aaa', 'a*', 'X'))
disp(regexprep('abc', 'x*', '-'))
disp(regexprep('abc', 'x*', '-', 'emptymatch'))
disp(regexprep('line1', '(?<word>[a-z]+)(?<num>\d)', '$2$1'))
