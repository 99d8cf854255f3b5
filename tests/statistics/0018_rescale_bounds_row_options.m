% rescale with array bounds (implicit expansion, MathWorks rescale page),
% rejected char inputs, corrcoef 'Rows' values, sortrows column vector.
A = repmat((1:3)', 1, 3);
disp(rescale(A, [1 2 3], 5))
disp(rescale(A, [1; 2; 3], 5))
disp(rescale([0 5 10], 0, [1 2 4]))
disp(rescale([2 4 6], -1, 1, 'InputMin', [0 2 4]))
try, rescale('abc'), disp('no error'), catch, disp('error'), end
try, rescale(1, 0, 'A'), disp('no error'), catch, disp('error'), end
try, rescale(1:3, [2 0], 1), disp('no error'), catch, disp('error'), end
R = corrcoef([1 2 3 4]', [2 4 5 9]', 'Rows', 'all');
fprintf('%.4f\n', R(1, 2))
try, corrcoef(1, 2, 'rows', 'foobar'), disp('no error'), catch, disp('error'), end
try, sortrows(1, ones(2, 2)), disp('no error'), catch, disp('error'), end
disp(sortrows([3 1; 1 2; 2 0], [-1]))
