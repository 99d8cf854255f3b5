% ismember: both outputs, rows, char in cellstr, cellstr in cellstr, NaN.
[tf, loc] = ismember([5 3 4 2], [2 4 4 4 6 8]);
disp(mat2str(tf)); disp(mat2str(loc))
[tf, loc] = ismember([1 2; 3 4], [4 1]);
disp(mat2str(tf)); disp(mat2str(loc))
disp(mat2str(ismember(NaN, [1 NaN])))
[tf, loc] = ismember([1 2; 5 6; 1 2], [0 0; 1 2], 'rows');
disp(mat2str(tf)); disp(mat2str(loc))
[tf, loc] = ismember('b', {'a', 'b', 'c'});
disp(mat2str(tf)); disp(mat2str(loc))
[tf, loc] = ismember({'x', 'c', 'a'}, {'a', 'b', 'c'});
disp(mat2str(tf)); disp(mat2str(loc))
disp(mat2str(ismember('abc', 'cab')))
