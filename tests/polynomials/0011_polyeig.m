% polyeig: eigenvalues of matrix polynomials (the MathWorks page's
% mass-spring problem, Octave's self-test pencil, scalar polynomials
% against roots, p = 0 against eig), eigenvectors checked by residuals
% and unit norms (their signs are the library's), and errors.
C0 = [8 0; 0 4]; C1 = [1 0; 0 1];
z = polyeig(C0, C1);
fprintf('%g ', z); fprintf('\n')
[v, z] = polyeig(C0, C1);
fprintf('%g\n', norm(C0*v + C1*v*diag(z)))
M = diag([3 1 3 1]);
C = [0.4 0 -0.3 0; 0 0 0 0; -0.3 0 0.5 -0.2; 0 0 -0.2 0.2];
K = [-7 2 4 0; 2 -4 2 0; 4 2 -9 3; 0 0 3 -3];
[X, e] = polyeig(K, C, M);
fprintf('%.4f ', sort(e)); fprintf('\n')
fprintf('%d %d\n', size(X))
r = 0;
for j = 1:8
    r = max(r, norm((M*e(j)^2 + C*e(j) + K)*X(:, j)));
end
fprintf('%d %d\n', r < 1e-12, max(abs(sqrt(sum(abs(X).^2)) - 1)) < 1e-12)
e = polyeig(1, -3, 2);
fprintf('%.4f ', sort(e)); fprintf('\n')
e = polyeig(6, -11, 6, -1);
fprintf('%.4f ', sort(e)); fprintf('\n')
e = polyeig([1 1; 0 1], zeros(2), eye(2));
fprintf('%d %d\n', size(e))
fprintf('%.4f ', sort(abs(polyeig([2 1; 1 2], [0 1; -1 0], eye(2))))); fprintf('\n')
fprintf('%.4f ', sort(polyeig([2 1; 1 3]))); fprintf('\n')
try
    polyeig([1 2; 3 4], [1 2 3])
catch err
    disp(err.message)
end
