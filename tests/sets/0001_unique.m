% unique: sorted/stable, first/last, all three outputs, rows, NaN, classes.
[C, ia, ic] = unique([9 2 2 5 9 1]);
disp(mat2str(C)); disp(mat2str(ia)); disp(mat2str(ic))
[C, ia] = unique([9 2 2 5 9 1], 'last');
disp(mat2str(C)); disp(mat2str(ia))
[C, ia, ic] = unique([9 2 2 5 9 1], 'stable');
disp(mat2str(C)); disp(mat2str(ia)); disp(mat2str(ic))
disp(mat2str(unique([3; 1; 3])))
disp(mat2str(unique([4 1; 1 4])))
disp(mat2str(unique([1 NaN NaN 2])))
A = [1 2; 3 4; 1 2; 0 5];
[C, ia, ic] = unique(A, 'rows');
disp(mat2str(C)); disp(mat2str(ia)); disp(mat2str(ic))
disp(mat2str(unique(A, 'rows', 'stable')))
disp(unique('hello'))
disp(class(unique(int8([3 3 1]))))
c = unique({'pear', 'apple', 'pear', 'fig'});
disp(mat2str(size(c))); disp(c{1}); disp(c{3})
[c, ia, ic] = unique({'b'; 'a'; 'b'});
disp(mat2str(size(c))); disp(mat2str(ia)); disp(mat2str(ic))
disp(mat2str(unique(logical([1 0 1]))))
