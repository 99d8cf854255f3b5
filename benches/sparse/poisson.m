% 2-D Poisson matrix on an n-by-n grid (n^2 unknowns): assembly with
% sparse(i,j,v), A*x and A\b, each timed with tic/toc.
n = 1000;
N = n * n;
k = (1:N)';
[r, c] = ind2sub([n n], k);
east = k(r < n); north = k(c < n);
i = [k; east; east + 1; north; north + n];
j = [k; east + 1; east; north + n; north];
v = [4 * ones(N, 1); -ones(4 * numel(east), 1)];
t = tic; A = sparse(i, j, v, N, N); fprintf('assemble %.3f\n', toc(t));
x = ones(N, 1);
t = tic; y = A * x; fprintf('matvec %.3f\n', toc(t));
t = tic; z = A \ y; fprintf('solve %.3f\n', toc(t));
fprintf('residual %.2e\n', norm(A * z - y) / norm(y));
