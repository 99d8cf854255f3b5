% amd, colamd, symamd, symrcm: permutations that reduce fill or bandwidth
k = 10;
e = ones(k, 1);
T = spdiags([-e 2*e -e], -1:1, k, k);
A = kron(T, speye(k)) + kron(speye(k), T);
n = size(A, 1);
for p = {amd(A), colamd(A), symamd(A), symrcm(A)}
    q = p{1};
    disp([size(q, 1) isequal(sort(q), 1:n)])
end
L0 = nnz(chol(A));
nnz(chol(A(amd(A), amd(A)))) < L0
nnz(chol(A(symamd(A), symamd(A)))) < L0
s = mod((0:n-1) * 37, n) + 1;
B = A(s, s);
[i, j] = find(B);
bw0 = max(abs(i - j));
bw0 > 2 * k
r = symrcm(B);
[i, j] = find(B(r, r));
max(abs(i - j)) < bw0 / 2
