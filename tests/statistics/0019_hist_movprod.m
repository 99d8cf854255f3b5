% hist (legacy histogram: counts and centres) and movprod
[n, x] = hist([1 2 2 3 5 7 7.5 8]);
disp(mat2str(n)); disp(mat2str(x, 10))
[n, x] = hist([1 2 3], 2);            % 2 sits on the edge: lower bin
disp(mat2str(n)); disp(mat2str(x))
[n, x] = hist([1 2; 3 4; 5 6; 7 NaN], 3);   % per column, centres as a column
disp(mat2str(n)); disp(mat2str(x))
[n, x] = hist([1 2 3 4 10], [2 4 6]);       % given centres, outer bins open
disp(mat2str(n)); disp(mat2str(x))
disp(mat2str(hist([0 1 2 3 4 5 6], [1 2 5])))
disp(mat2str(hist([1 2 3]', 2)))
[n, x] = hist(single([1 2 3]), 4);
disp(class(n)); disp(class(x))
[n, x] = hist(5);                    % constant data: unit bins around it
disp(mat2str(n)); disp(mat2str(x))
[n, x] = hist([1 1 1], 4);
disp(mat2str(n)); disp(mat2str(x))
disp(mat2str(hist([-Inf 1 2 3 Inf], 2)))
disp(mat2str(movprod(1:6, 3)))
disp(mat2str(movprod((1:10)', 3)'))
disp(mat2str(movprod([1 2 NaN 4], 2)))
disp(mat2str(movprod([1 2 NaN 4], 2, 'omitnan')))
disp(mat2str(movprod(1:5, [1 0], 'Endpoints', 'discard')))
disp(mat2str(movprod(1:5, 3, 'Endpoints', 0)))
disp(mat2str(movprod([1 2; 3 4; 5 6], 2)))
disp(mat2str(movprod([1 2; 3 4; 5 6], 2, 2)))
disp(mat2str(movprod([1 2 3 4 5], 2, 'SamplePoints', [1 2 4 7 8])))
disp(mat2str(movprod([1 2 3 4 5], [1 1], 'SamplePoints', [1 2 4 7 8])))
