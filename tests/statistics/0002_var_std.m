% var and std with weights, dims, 'all' and NaN flags; cov and corrcoef.
A = [4 -7 3; 1 4 -2; 10 7 9];
disp(mat2str(var(A), 10))
disp(mat2str(var(A, 1), 10))
disp(mat2str(var(A, 0, 2), 10))
disp(mat2str(var(A, [0.5 0.25 0.25]), 10))
disp(mat2str(var(A(:))))
disp(mat2str(std(A), 10))
disp(mat2str(std(A, 1, 2), 10))
disp(mat2str(std(7)))
disp(mat2str(var([1 NaN 3])))
disp(mat2str(var([1 NaN 3], 'omitnan')))
disp(class(std(single([1 2 3]))))
disp(mat2str(cov([1 2 3 4]), 10))
disp(mat2str(cov([5 0 3 7; 1 -5 7 3; 4 9 8 10]), 10))
disp(mat2str(cov([1 2 3], [1 0 -1]), 10))
disp(mat2str(corrcoef([1 2 3 4], [2 4 6 9]), 10))
R = corrcoef([1 2; 2 4; 3 7]);
disp(mat2str(R, 10))
