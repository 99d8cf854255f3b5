% median and mode along dims, 'all', vecdim, NaN flags, classes.
A = [0 1 1; 2 3 2; 1 3 2; 4 2 2];
disp(mat2str(median(A)))
disp(mat2str(median(A, 2)))
disp(mat2str(median(A, 'all')))
disp(mat2str(median([1 NaN 3])))
disp(mat2str(median([1 NaN 3], 'omitnan')))
m = median(reshape(1:24, 2, 3, 4), [1 2]);
disp(mat2str(size(m))); disp(mat2str(m(:)'))
disp(class(median(int8([1 2 4]))))
disp(mat2str(median(int8([1 2 4 6]))))
disp(mat2str(median(single([1 2]))))
disp(mat2str(median(zeros(0, 3))))
[m, f] = mode([1 2 2 3 3 3 4]);
disp(mat2str([m f]))
disp(mat2str(mode([1 1 2 2 3])))
disp(mat2str(mode(A)))
disp(mat2str(mode(A, 2)))
[m, f, c] = mode([1 2 2 3 3]);
disp(mat2str(c{1}))
