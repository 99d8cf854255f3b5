% issorted(A, 'rows', direction) checks whole rows in that direction.
sm = [1, 2; 3, 4];
disp(mat2str(issorted(sm, 'rows')))
disp(mat2str(issorted(sm, 'rows', 'ascend')))
disp(mat2str(issorted(sm, 'rows', 'descend')))
disp(mat2str(issorted(flipud(sm), 'rows', 'descend')))
disp(mat2str(issorted(flipud(sm), 'rows', 'ascend')))
disp(mat2str(issorted([1 2; 1 3; 2 0], 'rows')))
disp(mat2str(issorted([2 0; 1 3; 1 2], 'rows', 'descend')))
disp(mat2str(issorted([1 2; 1 2; 0 5], 'rows', 'descend')))
disp(mat2str(issorted([1 2; 1 2; 0 5], 'rows', 'strictdescend')))
disp(mat2str(issorted([3 1; 2 2; 0 5], 'rows', 'monotonic')))
% 'rows' takes a matrix only.
try
    issorted(rand(2, 2, 2), 'rows');
catch err
    disp(err.message)
end
