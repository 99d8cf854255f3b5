% eigs and svds: a few eigenvalues and singular values in MATLAB's order
n = 10;
e = ones(n, 1);
A = spdiags([-e 2*e -e], -1:1, n, n);
d = eigs(A, 3)
d = eigs(A, 3, 'smallestabs')
d = eigs(A, 2, 'sm');
d'
d = eigs(A, 2, 1.5)
[V, D, flag] = eigs(A, 2);
flag
norm(A*V - V*D) < 1e-10
size(V)
length(eigs(A))
s = svds(A, 2)
[U, S, W] = svds(sparse([3 0; 0 -4; 0 0]), 1);
abs(S - 4) < 1e-12
abs(U' * [3 0; 0 -4; 0 0] * W) - 4 < 1e-12
