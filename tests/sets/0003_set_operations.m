% union, intersect, setdiff, setxor: index outputs, stable, rows, cellstr.
[C, ia, ib] = union([5 7 1], [3 1 1]);
disp(mat2str(C)); disp(mat2str(ia)); disp(mat2str(ib))
disp(mat2str(union([5 7 1], [3 1 1], 'stable')))
disp(mat2str(union([1; 2], [2; 3])))
[C, ia, ib] = intersect([7 1 7 7 4], [7 0 4 4 0]);
disp(mat2str(C)); disp(mat2str(ia)); disp(mat2str(ib))
disp(mat2str(intersect([7 1 7 7 4], [7 0 4 4 0], 'stable')))
[C, ia] = setdiff([3 6 2 1 5 1 1], [2 4 6]);
disp(mat2str(C)); disp(mat2str(ia))
disp(mat2str(setdiff([3 6 2 1 5 1 1], [2 4 6], 'stable')))
[C, ia, ib] = setxor([5 1 3 3 3], [4 1 2]);
disp(mat2str(C)); disp(mat2str(ia)); disp(mat2str(ib))
A = [1 2; 3 4; 5 6]; B = [3 4; 7 8];
disp(mat2str(union(A, B, 'rows')))
[C, ia, ib] = intersect(A, B, 'rows');
disp(mat2str(C)); disp(mat2str(ia)); disp(mat2str(ib))
disp(mat2str(setdiff(A, B, 'rows')))
disp(mat2str(setxor(A, B, 'rows')))
c = intersect({'a', 'b', 'c'}, {'c', 'a', 'z'});
disp(mat2str(size(c))); disp(c{1}); disp(c{2})
c = setdiff({'a', 'b', 'c'}, {'b'});
disp(c{1}); disp(c{2})
disp(union('abc', 'bcd'))
disp(class(union(int8([1 2]), int8(3))))
