% split, once, anchors, dot and freespacing, emptymatch, lookaround.
parts = regexp('a1b22c', '\d+', 'split');
fprintf('[%s]', parts{:}); fprintf('\n');
[parts, m] = regexp('a,b;c', '[,;]', 'split', 'match');
fprintf('[%s]', parts{:}); fprintf('[%s]', m{:}); fprintf('\n');
parts = regexp('a1b2c', '\d', 'split', 'once');
fprintf('[%s]', parts{:}); fprintf('\n');
parts = regexp('1a2', '\d', 'split');
fprintf('%d [%s]', numel(parts), parts{2}); fprintf('\n');
txt = sprintf('ab\ncd');
m = regexp(txt, '^\w', 'match', 'lineanchors');
fprintf('[%s]', m{:}); fprintf('\n');
fprintf('%d\n', numel(regexp(txt, '^\w')))
disp(mat2str(regexp(txt, '.', 'start')))
disp(mat2str(regexp(txt, '.', 'start', 'dotexceptnewline')))
disp(mat2str(regexp(txt, 'd$')))
disp(mat2str(regexp(txt, 'b$')))
disp(mat2str(regexp(txt, 'b$', 'lineanchors')))
m = regexp('abc', 'a b # comment', 'match', 'freespacing');
fprintf('[%s]', m{:}); fprintf('\n');
disp(mat2str(size(regexp('abc', 'x*'))))
disp(mat2str(regexp('abc', 'x*', 'emptymatch')))
disp(mat2str(regexp('aXbX', '(?<=a)X')))
disp(mat2str(regexp('aXbX', 'X(?!$)')))
m = regexp('abab cdcd', '(\w\w)\1', 'match');
fprintf('[%s]', m{:}); fprintf('\n');
m = regexp('The cat scattered', '\<c\w*', 'match');
fprintf('[%s]', m{:}); fprintf('\n');
m = regexp('The cat scattered', '\w*t\>', 'match');
fprintf('[%s]', m{:}); fprintf('\n');
m = regexp('ab', 'a(?#note)b', 'match');
fprintf('[%s]', m{:}); fprintf('\n');
m = regexp('aaa', 'a*?', 'match', 'once');
disp(mat2str(size(m)))
m = regexp('x = 0x1F;', '0x[\dA-F]+', 'match');
fprintf('[%s]', m{:}); fprintf('\n');
disp(mat2str(regexp('a[b]c', '[[\]]')))
m = regexp('a-b_c', '[[:alpha:]]+', 'match');
fprintf('[%s]', m{:}); fprintf('\n');
