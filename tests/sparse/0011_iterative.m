% pcg, bicgstab, minres, gmres: flags, residual checks, MATLAB's messages
n = 50;
e = ones(n, 1);
A = spdiags([-e 2*e -e], -1:1, n, n);
b = A * ones(n, 1);
[x, flag] = pcg(A, b, 1e-10, 100);
flag
norm(b - A*x) / norm(b) < 1e-10
[x, flag, relres, iter, resvec] = pcg(A, b, 1e-10, 100);
relres < 1e-10
length(resvec) == iter + 1
[x, flag, relres] = pcg(A, b, 1e-10, 100, spdiags(2*e, 0, n, n));
flag
[x, flag] = pcg(@(v) A*v, b, 1e-10, 100);
flag
norm(x - ones(n, 1)) < 1e-8
[x, flag] = bicgstab(A, b, 1e-10, 100);
flag
norm(b - A*x) / norm(b) < 1e-10
[x, flag] = minres(A, b, 1e-10, 100);
flag
norm(b - A*x) / norm(b) < 1e-10
[x, flag, relres, iter] = gmres(A, b, [], 1e-10, 50);
flag
norm(b - A*x) / norm(b) < 1e-10
iter(1)
[x, flag, relres, iter] = gmres(A, b, 10, 1e-10, 100);
flag
norm(b - A*x) / norm(b) < 1e-10
N = spdiags([-e 4*e -2*e], -1:1, n, n);
[x, flag] = bicgstab(N, N*ones(n, 1), 1e-10, 200);
flag
norm(x - ones(n, 1)) < 1e-6
[x, flag] = gmres(full(N), N*ones(n, 1), 20, 1e-10, 20);
flag
norm(x - ones(n, 1)) < 1e-6
[x, flag, relres, iter] = pcg(A, b, 1e-10, 3);
flag
iter
x = pcg(2*speye(4), ones(4, 1));
x'
x = pcg(diag([1 2 3]), ones(3, 1), 1e-6, 1);
[x, flag, relres, iter, resvec] = pcg(A, zeros(n, 1));
flag
relres
