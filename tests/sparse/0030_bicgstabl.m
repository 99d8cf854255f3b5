% bicgstabl: BiCGstab(l), l = 2. Octave 7 has no bicgstabl, so the
% expectations come from MATLAB's bicgstabl page (defaults tol 1e-6 and
% maxit min(n,20); flags; iter in quarter iterations; resvec with the
% first residual and one norm per quarter step; the messages) and from
% properties: residuals within tol, x against A\b, a sized error text
% shared with the other solvers.
A = gallery('wilk', 21);
b = sum(A, 2);
[x, flag, relres, iter, resvec] = bicgstabl(A, b);
fprintf('%d %d %d %g %d\n', flag, relres <= 1e-6, norm(x - A\b) < 1e-6, iter, numel(resvec) == 4*iter + 1)
fprintf('%d\n', resvec(1) == norm(b))
x = bicgstabl(A, b, 1e-12, 2);
% a nonsymmetric tridiagonal system
n = 50; e = ones(n, 1);
A = spdiags([-2*e 4*e -e], -1:1, n, n);
b = A * (1:n)';
[x, flag, relres, iter, resvec] = bicgstabl(A, b, 1e-8, 100);
fprintf('%d %d %d %d %d\n', flag, relres <= 1e-8, norm(x - A\b) < 1e-6, iter == round(4*iter)/4, numel(resvec) == 4*iter + 1)
% preconditioners: ilu factors (exact here), and a Jacobi M
[L, U] = ilu(A);
[x, flag, relres, iter] = bicgstabl(A, b, 1e-8, 100, L, U);
fprintf('%d %d %d %g\n', flag, relres <= 1e-8, norm(x - A\b) < 1e-6, iter)
[x, flag, relres] = bicgstabl(A, b, 1e-8, 100, diag(diag(A)));
fprintf('%d %d %d\n', flag, relres <= 1e-8, norm(x - A\b) < 1e-6)
% A as a function handle
[x, flag, relres] = bicgstabl(@(v) A*v, b, 1e-8, 100);
fprintf('%d %d %d\n', flag, relres <= 1e-8, norm(x - A\b) < 1e-6)
% complex systems
Ac = A + 1i*speye(n);
bc = Ac * ones(n, 1);
[x, flag, relres] = bicgstabl(Ac, bc, 1e-8, 100);
fprintf('%d %d %d\n', flag, relres <= 1e-8, norm(x - Ac\bc) < 1e-6)
[x, flag] = bicgstabl(eye(3), [1; 2i; 3]);
fprintf('%d %d\n', flag, norm(x - [1; 2i; 3]) < 1e-12)
% x0 that already converges: no iteration
[x, flag, relres, iter, resvec] = bicgstabl(A, b, 1e-6, 10, [], [], A\b);
fprintf('%d %g %d\n', flag, iter, numel(resvec))
% zero right side: x = 0
[x, flag, relres, iter, resvec] = bicgstabl(A, zeros(n, 1));
fprintf('%d %g %g %g %d\n', flag, relres, iter, resvec, nnz(x))
% maxit 1: one iteration is four quarter steps
[x, flag, relres, iter, resvec] = bicgstabl(A, b, 1e-10, 1);
fprintf('%d %d %d\n', flag, numel(resvec), iter <= 1)
% a preconditioner that fails
[x, flag] = bicgstabl(eye(2), [1; 1], 1e-6, 5, zeros(2));
fprintf('%d\n', flag)
% sizes that do not fit
try, bicgstabl(A, ones(3, 1)), catch err, disp(err.message), end
try, bicgstabl(ones(3, 4), ones(3, 1)), catch err, disp(err.message), end
try, bicgstabl(A, b, 1e-6, 10, ones(3)), catch err, disp(err.message), end
try, bicgstabl(A, b, 1e-6, 10, [], [], ones(3, 1)), catch err, disp(err.message), end
