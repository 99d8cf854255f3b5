% condest and normest against the exact values
A = sparse([4 1 0; 1 4 1; 0 1 4]);
abs(condest(A) - cond(full(A), 1)) < 1e-10
[c, v] = condest(A);
abs(norm(A*v, 1) - norm(full(A), 1) * norm(v, 1) / c) < 1e-10
n = 30;
e = ones(n, 1);
T = spdiags([-e 3*e -e], -1:1, n, n);
c = condest(T);
exact = cond(full(T), 1);
c <= exact * (1 + 1e-12) && c >= exact / 3
condest(sparse([1 2; 2 4]))
abs(normest(A) - norm(full(A))) < 1e-5
[nrm, cnt] = normest(T, 1e-3);
cnt > 0
normest(sparse(3, 3))
abs(normest(magic(4)) - 34) < 1e-4
