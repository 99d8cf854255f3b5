% movvar/movstd on the moving-window engine, and histc
x = [4 8 6 -1 -2 -3 -1 3 4 5];
disp(movvar(x, 3))
disp(movvar(x, 3, 1))
disp(movstd((1:10)', 3)')
disp(movvar(x, [1 0], 0, 'Endpoints', 'discard'))
disp(movstd([1 NaN 3 4], 3, 'omitnan'))
[n, idx] = histc([1 2 2 3 5 7 7.5 8], [1 3 5 8]);
disp(n)
disp(idx)
disp(histc([1 2; 3 4; 5 6], [0 2 4 6]))
disp(histc([1 2; 3 4; 5 6], [0 2 4 6], 2))
