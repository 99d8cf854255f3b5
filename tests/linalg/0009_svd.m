% svd: values only, full and economy factors, residuals.
A = [1 2; 3 4; 5 6];
s = svd(A);
fprintf('%.6f\n', s);
[U, S, V] = svd(A);
disp(size(U)); disp(size(S)); disp(size(V));
disp(norm(U * S * V' - A) < 1e-12)
[U, S, V] = svd(A, 'econ');
disp(size(U)); disp(size(S)); disp(size(V));
disp(norm(U * S * V' - A) < 1e-12)
[U, S, V] = svd(A, 0);
disp(size(S))
s = svd([3 0; 0 4])
