% Gaps found by GNU Octave's strings self-tests, fixed the MATLAB way.
% Name-value names match by any leading part, in any case.
fprintf('%d ', startsWith('hello', 'HE', 'i', 5)); fprintf('\n');
fprintf('%d ', endsWith({'TESTS.TXT', 'mydoc.odt'}, '.txt', 'IgnoreC', true)); fprintf('\n');
fprintf('%d ', endsWith({'TESTS.TXT', 'result.txt'}, '.txt', 'iG', 0)); fprintf('\n');
fprintf('%d ', contains('ABC', 'b', 'ignorecase', true)); fprintf('\n');
% dec2base rejects a fraction (dec2bin rounds it down); digit symbols may
% not be whitespace.
try, dec2base(10.5, 8), disp('no error'), catch, disp('dec2base(10.5, 8) fails'), end
disp(dec2bin(12.5))
try, dec2base(1, 'A B'), disp('no error'), catch, disp('dec2base whitespace symbols fail'), end
try, base2dec('11120', '12 3'), disp('no error'), catch, disp('base2dec whitespace symbols fail'), end
% strjoin of nothing is '' (0-by-0).
disp(mat2str(size(strjoin({}, 'foo'))))
% strcat of char matrices: trailing blanks go row by row, rows are padded back.
x = strcat(['a '; 'bb'], ['foo'; 'bar']); disp(x), disp(mat2str(size(x)))
x = strcat(['ab '; 'cde'], ['ab '; 'cde']); disp(x), disp(mat2str(size(x)))
x = strcat(['a'; 'b'], 'c'); disp(x), disp(mat2str(size(x)))
% isstrprop takes only 'ForceCellOutput' after the category.
try, isstrprop('abc123', 'alpha', 'alpha'), disp('no error'), catch, disp('isstrprop bad option fails'), end
c = isstrprop('a1', 'digit', 'ForceCellOutput', true); disp(class(c)), disp(mat2str(c{1}))
% strjust justifies the rows of a 2-D char array only.
try, strjust(char(ones(3, 3, 3))), disp('no error'), catch, disp('strjust 3-D fails'), end
y = strjust(['a  '; 'bb '], 'right'); fprintf('[%s]\n', y(1, :), y(2, :))
% validatestring's valid values are a cell array or string array.
try, validatestring('xyz', 'xyz'), disp('no error'), catch, disp('validatestring char list fails'), end
disp(validatestring('app', {'apple', 'banana'}))
