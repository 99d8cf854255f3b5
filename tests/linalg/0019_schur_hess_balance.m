% schur, hess and balance: structure and residual checks (the factors'
% signs depend on the library), eigenvalues on the diagonal, options,
% the MATLAB balance page example.
A = [1 2 3; 4 5 6; 7 8 10];
[U, T] = schur(A);
disp(norm(U * T * U' - A) < 1e-12)
disp(norm(U' * U - eye(3)) < 1e-12)
disp(norm(tril(T, -1)) == 0)
fprintf('%.6f\n', sort(diag(T)));
R = [0 1; -1 0];
T = schur(R);
disp(size(T))
disp(isreal(T))
[U, T] = schur(R, 'complex');
disp(norm(U * T * U' - R) < 1e-12)
disp(norm(tril(T, -1)) == 0)
fprintf('%.6f\n', sort(imag(diag(T))));
[P, H] = hess(A);
disp(norm(P * H * P' - A) < 1e-12)
disp(norm(tril(H, -2)) == 0)
fprintf('%.6f\n', abs(H(2, 1)));
H = hess([1 2; 3 4])
B0 = [1 100 10000; .01 1 100; .0001 .01 1];
[T, B] = balance(B0);
disp(B)
disp(isequal(T \ B0 * T, B))
disp(isequal(nnz(T), 3))
[S, P, B] = balance(B0);
disp(isequal(B(P, P), diag(1 ./ S) * B0 * diag(S)))
disp(isequal(balance(eye(2)), eye(2)))
B = balance([1 2; 0 3], 'noperm')
try
    schur([1 2 3])
catch err
    disp(err.message)
end
try
    hess(ones(2, 3))
catch err
    disp(err.message)
end
