% movsum, movmean, movmedian, movmax, movmin: window forms, endpoints, dims, NaN.
A = [4 8 6 -1 -2 -3 -1 3 4 5];
disp(mat2str(movsum(A, 3)))
disp(mat2str(movmean(A, 3), 10))
disp(mat2str(movmean(A, [2 0]), 10))
disp(mat2str(movmedian(A, 3)))
disp(mat2str(movmax(A, 4)))
disp(mat2str(movmin(A, [1 1])))
disp(mat2str(movsum(A, 3, 'Endpoints', 'discard')))
disp(mat2str(movsum(A, 3, 'Endpoints', 'fill')))
disp(mat2str(movsum(A, 3, 'Endpoints', 0)))
M = [4 8 6; -1 -2 -3; -1 3 4];
disp(mat2str(movsum(M, 2)))
disp(mat2str(movsum(M, 2, 2)))
disp(mat2str(movsum([1 NaN 3 4], 3)))
disp(mat2str(movsum([1 NaN 3 4], 3, 'omitnan')))
disp(mat2str(movmean([1 NaN 3 4], 3, 'omitnan')))
