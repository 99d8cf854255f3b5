% regexp's default outputs and selectors (MathWorks regexp page examples).
str = 'bat cat can car coat court CUT ct CAT-scan';
expression = 'c[aeiou]+t';
startIndex = regexp(str, expression);
disp(mat2str(startIndex))
[s, e] = regexp(str, expression);
disp(mat2str([s; e]))
m = regexp(str, expression, 'match');
fprintf('%s|', m{:}); fprintf('\n');
[m, s] = regexp(str, expression, 'match', 'start');
fprintf('%s ', m{:}); disp(mat2str(s))
m = regexpi(str, expression, 'match');
fprintf('%s|', m{:}); fprintf('\n');
m = regexp(str, 'c[aeiou]+t', 'match', 'ignorecase');
fprintf('%s|', m{:}); fprintf('\n');
m = regexp(str, 'c[aeiou]+t', 'match', 'once');
disp(m)
s = regexp(str, 'zzz', 'once');
disp(mat2str(size(s)))
s = regexp(str, 'zzz');
disp(mat2str(size(s)))
[s, e, te, m, t, nm, sp] = regexp('xaby', 'a(b)');
fprintf('%d %d %s %s %s %s\n', s, e, mat2str(te{1}), m{1}, t{1}{1}, sp{2});
