% tokens, tokenExtents and names.
str = 'Here is a date: 01-Apr-2020';
expression = '(\d+)-(\w+)-(\d+)';
mydate = regexp(str, expression, 'tokens');
fprintf('%s|', mydate{1}{:}); fprintf('\n');
[tok, te] = regexp('xaby ab', '(a)(b)', 'tokens', 'tokenExtents');
fprintf('%d\n', numel(tok))
fprintf('%s|', tok{2}{:}); fprintf('\n');
disp(mat2str(te{1}))
disp(mat2str(te{2}))
t = regexp('ab12', '([a-z]+)(\d+)', 'tokens', 'once');
fprintf('%s|', t{:}); fprintf('\n');
te = regexp('ab12', '([a-z]+)(\d+)', 'tokenExtents', 'once');
disp(mat2str(te))
names = regexp('John Smith', '(?<first>\w+)\s(?<last>\w+)', 'names');
disp(names.first)
disp(names.last)
n = regexp('k1=v1 k2=v2', '(?<key>\w+)=(?<val>\w+)', 'names');
disp(mat2str(size(n)))
disp(n(2).val)
n = regexp('abc', '(?<x>z)', 'names');
disp(mat2str(size(n)))
fprintf('%d\n', isfield(n, 'x'))
% MATLAB (regexp page, 'tokens'): without groups the whole match is the token.
t = regexp('abcb', 'b', 'tokens');
fprintf('%d %d %s\n', numel(t), numel(t{1}), t{2}{1});
% MATLAB (Tokens in Regular Expressions, "Unmatched Tokens"): a group that
% took no part gives '' and the extent [p, p-1].
[tok, te] = regexp('ac', '(a)(b)?c', 'tokens', 'tokenExtents');
fprintf('%d %s\n', isempty(tok{1}{2}), mat2str(size(tok{1}{2})));
disp(mat2str(te{1}))
% MathWorks regexp page: the same names in two alternatives.
str = '01/11/2000  20-02-2020  03/30/2000  16-04-2020';
expression = ['(?<month>\d+)/(?<day>\d+)/(?<year>\d+)|'...
              '(?<day>\d+)-(?<month>\d+)-(?<year>\d+)'];
tokenNames = regexp(str, expression, 'names');
for k = 1:length(tokenNames)
    fprintf('%s/%s/%s\n', tokenNames(k).month, tokenNames(k).day, tokenNames(k).year);
end
