% prctile, quantile and iqr (MATLAB's midpoint interpolation method).
x = [2 4 6 8 10 12];
disp(mat2str(prctile(x, 50)))
disp(mat2str(prctile(x, [25 50 75]), 10))
disp(mat2str(quantile(x, [0 0.3 1]), 10))
disp(mat2str(quantile([1; 2; 3; 4; 5], 0.5)))
A = [1 5; 2 6; 3 7; 4 8];
disp(mat2str(prctile(A, [25 75]), 10))
disp(mat2str(prctile(A, 50, 2)))
disp(mat2str(iqr(x)))
disp(mat2str(iqr(A)))
disp(mat2str(prctile([1 NaN 3], 50)))
