% Set functions compare text only with text: a cell array of character
% vectors next to a number is an error; next to a char row or [] it is not.
try, union({'a'}, 1), disp('no error'), catch, disp('error'), end
try, intersect({'a'}, [1 2]), disp('no error'), catch, disp('error'), end
try, setdiff(1, {'a'}), disp('no error'), catch, disp('error'), end
try, ismember({'a'}, 1), disp('no error'), catch, disp('error'), end
try, setxor({'a'}, true), disp('no error'), catch, disp('error'), end
disp(union({'b'}, 'a'))
disp(ismember('a', {'a', 'b'}))
disp(numel(union({'a', 'b'}, [])))
