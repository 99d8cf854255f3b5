% perms: reverse lexicographic order of positions, class kept.
disp(mat2str(perms([1 2 3])))
disp(perms('ab'))
disp(class(perms(int8([1 2]))))
disp(mat2str(size(perms(1:5))))
disp(mat2str(size(perms([]))))
