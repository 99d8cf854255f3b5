% eigs on the Krylov path: a large sparse symmetric matrix, a nonsymmetric
% one, shift-invert, a function handle; checked against eig(full(A)).
n = 600;
e = ones(n, 1);
A = spdiags([0.1 * e, (1:n)', 0.1 * e], -1:1, n, n);
exact = sort(eig(full(A)), 'descend');
d = eigs(A, 4);
disp(max(abs(d - exact(1:4))) < 1e-9)
d = eigs(A, 3, 'smallestabs');
disp(max(abs(d - exact(end:-1:end-2))) < 1e-9)
d = eigs(A, 2, 'smallestreal');
disp(max(abs(d - exact(end:-1:end-1))) < 1e-9)
d = eigs(A, 3, 250.2);
disp(max(abs(sort(d) - [249; 250; 251])) < 1e-3)
[V, D, flag] = eigs(A, 3);
disp(norm(A * V - V * D) < 1e-8)
disp(flag)
disp(size(V))
opts.issym = true;
d = eigs(@(x) A * x, n, 4, 'largestabs', opts);
disp(max(abs(d - exact(1:4))) < 1e-9)
d = eigs(@(x) A \ x, n, 2, 'smallestabs');
disp(max(abs(d - exact(end:-1:end-1))) < 1e-9)
B = spdiags([0.3 * e, (1:n)', 0.05 * e], -1:1, n, n);
exactB = sort(eig(full(B)), 'descend');
d = eigs(B, 3);
disp(max(abs(d - exactB(1:3))) < 1e-8)
disp(isreal(d))
s = svds(B, 2);
sv = svd(full(B));
disp(max(abs(s - sv(1:2))) < 1e-8)
[U, S, W] = svds(B, 2);
disp(norm(B * W - U * S) < 1e-8)
