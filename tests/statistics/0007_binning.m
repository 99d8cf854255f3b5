% histcounts with edges, discretize, accumarray with functions and sizes, bsxfun.
[N, e] = histcounts([1 2 2 3 5 7 7 9], [0 2 4 6 8 10]);
disp(mat2str(N)); disp(mat2str(e))
[N, e, bin] = histcounts([0.5 1.5 2.5 10], [0 1 2 3]);
disp(mat2str(N)); disp(mat2str(bin))
disp(mat2str(discretize([1 3 5 7 9 11], [0 4 8 12])))
disp(mat2str(discretize([0 4 12 13 -1], [0 4 8 12])))
disp(mat2str(accumarray([1; 2; 1; 4], [10; 20; 30; 40])))
disp(mat2str(accumarray([1 1; 2 2; 1 1], [1; 2; 3])))
disp(mat2str(accumarray([1; 3], [5; 6], [4 1])))
disp(mat2str(accumarray([1; 2; 1], [3; 4; 5], [], @max)))
disp(mat2str(accumarray([2; 2; 3], 1)))
disp(mat2str(accumarray([1; 3], [5; 6], [], [], -1)))
disp(mat2str(bsxfun(@(a, b) a - b, [1 2 3; 4 5 6], [1 2 3])))
disp(mat2str(bsxfun(@(a, b) a .* b, [1; 2], [1 10 100])))
disp(mat2str(bsxfun(@max, [1 5 3], [2; 4])))
