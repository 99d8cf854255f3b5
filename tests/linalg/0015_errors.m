% Errors for wrong shapes and classes.
try, [1 2; 3 4] * [1 2 3], catch err, disp(err.message), end
try, [1 2; 3 4] \ [1 2 3], catch err, disp(err.message), end
try, inv([1 2 3]), catch err, disp(err.message), end
try, det(ones(2, 3)), catch err, disp(err.message), end
try, eig(ones(2, 3)), catch err, disp(err.message), end
try, eig(int32([1 2; 3 4])), catch err, disp(err.message), end
try, inv(int8([1 2; 3 4])), catch err, disp(err.message), end
try, int8([1 2; 3 4]) * int8([1 2; 3 4]), catch err, disp(err.message), end
try, [1 2; 3 4] ^ [1 2], catch err, disp(err.message), end
try, chol([1 2; 3 4; 5 6]), catch err, disp(err.message), end
try, cross([1 2], [3 4]), catch err, disp(err.message), end
try, svd([1 NaN]), catch err, disp(err.message), end
