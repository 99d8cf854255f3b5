% sortrows (columns, directions, cellstr), issorted, sort options.
A = [3 1 2; 1 2 3; 3 0 1; 1 2 1];
disp(mat2str(sortrows(A)))
[B, i] = sortrows(A, 2);
disp(mat2str(B)); disp(mat2str(i))
disp(mat2str(sortrows(A, [1 -3])))
disp(mat2str(sortrows(A, -1)))
disp(mat2str(sortrows(A, 'descend')))
c = sortrows({'pear'; 'apple'; 'fig'});
disp(c{1}); disp(c{3})
disp(sortrows(['cb'; 'ab'; 'ca']))
disp(mat2str(issorted([1 2 2 3])))
disp(mat2str(issorted([3 2 1])))
disp(mat2str(issorted([3 2 1], 'descend')))
disp(mat2str(issorted([1 1 2], 'strictascend')))
disp(mat2str(issorted([1 2; 3 4])))
disp(mat2str(issorted([1 2; 3 4], 2)))
disp(mat2str(issorted(A, 'rows')))
disp(mat2str(issorted(sortrows(A), 'rows')))
[s, k] = sort([3 1 NaN 2 1], 'descend');
disp(mat2str(s)); disp(mat2str(k))
[s, k] = sort([3 1 2; 0 5 1], 2);
disp(mat2str(s)); disp(mat2str(k))
disp(mat2str(sort(int8([5 -3 0 -3]))))
disp(sort('hello'))
