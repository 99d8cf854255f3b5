% spdiags: all four forms, MATLAB's rule for which part of B is used
A = [1 2 0 0; 3 4 5 0; 0 6 7 8; 0 0 9 10; 11 0 0 12];
[B, d] = spdiags(A)
B3 = spdiags(A, [-1 0 5])
S = spdiags([1 2 3 4; 5 6 7 8]', [0 1], 4, 4);
issparse(S)
full(S)
full(spdiags([1 2 3 4; 5 6 7 8]', [0 1], 3, 5))
full(spdiags([10 20 30 40]', 1, sparse(magic(4))))
n = 5;
e = ones(n, 1);
T = spdiags([e -2*e e], -1:1, n, n);
full(T)
[Bt, dt] = spdiags(T);
isequal(spdiags(Bt, dt, n, n), T)
