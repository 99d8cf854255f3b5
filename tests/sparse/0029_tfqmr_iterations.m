% tfqmr counts whole iterations: an iterate found in the first half of
% iteration i is reported as iteration i - 1 (Octave's own tfqmr tests)
n = 10;
tol = 1e-8;
A = hilb(n) + 1i * hilb(n);
A(1, 1) = 100;
A(n, n) = 100;
b = sum(A, 2);
[x, flag, relres, iter] = tfqmr(A, b, tol);
fprintf('%d %d %d\n', flag, iter, max(abs(x - ones(n, 1))) < 0.005)
[x, flag, relres, iter] = tfqmr(A, b, tol, [], diag(diag(A)));
fprintf('%d %d %d\n', flag, iter, max(abs(x - ones(n, 1))) < 0.002)
