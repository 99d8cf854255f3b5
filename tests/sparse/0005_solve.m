% A\b with sparse A: Cholesky, LU, triangular, least squares; results are full
A = sparse([4 1 0; 1 4 1; 0 1 4]);
b = [1; 2; 3];
x = A \ b
issparse(x)
norm(A*x - b) < 1e-12
N = sparse([1 2 0; 0 1 0; 3 0 1]);
y = N \ b;
norm(N*y - b) < 1e-12
L = sparse([2 0; 1 4]);
L \ [2; 5]
R = sparse([1 0; 0 1; 1 1]);
z = R \ [1; 2; 3];
norm(z - [1; 2]) < 1e-12
