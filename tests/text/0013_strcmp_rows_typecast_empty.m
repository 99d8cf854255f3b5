% strcmp of a multi-row char array against a cell: one flag per row;
% char arrays of different sizes differ even when empty; typecast of an
% empty input keeps its size; isstudent is false; a text that strrep
% empties is 0x0, like erase.
disp(mat2str(strcmp({'a'}, ['a'; 'b'])))
disp(mat2str(strcmp(['ab'; 'cd'], {'cd'})))
disp(mat2str(strcmp(['ab'; 'cd'], {'ab'; 'xx'})))
disp(mat2str(strcmpi(['AB'; 'cd'], {'ab'})))
disp(mat2str(strcmp(['a '; 'b '], {'a'; 'b '})))
disp(mat2str(strcmp(char(zeros(2, 0)), {''})))
disp(mat2str(strcmp(char(zeros(2, 0)), {'foo'})))
disp(mat2str([strcmp('', char(zeros(0, 2))), strcmp(char(zeros(0, 2)), '')]))
disp(mat2str([strcmp('', ""), strcmp(['ab'; 'cd'], ['ab'; 'cd'])]))
disp(mat2str(size(typecast([], 'double'))))
disp(mat2str(size(typecast(zeros(0, 1, 'uint8'), 'uint16'))))
disp(class(typecast(zeros(1, 0, 'int8'), 'single')))
disp(mat2str(size(typecast(zeros(1, 0, 'int8'), 'single'))))
disp(mat2str(isstudent))
disp(mat2str([size(strrep('a', 'a', '')), size(strrep('abab', 'ab', ''))]))
disp(mat2str(size(strrep(char(zeros(1, 0)), 'a', 'b'))))
c = strrep({'a', 'b'}, 'a', '');
disp(mat2str([size(c{1}), size(c{2})]))
disp(mat2str(size(erase('a', 'a'))))
