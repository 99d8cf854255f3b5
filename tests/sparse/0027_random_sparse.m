% sprand, sprandn, sprandsym: exactly round(density*m*n) nonzeros at
% distinct random positions, symmetric for sprandsym, S's pattern for the
% one-argument forms
rng(7);
s = sprand(100, 100, 0.3);
fprintf('%d %d %d\n', issparse(s), nnz(s), all(nonzeros(s) > 0 & nonzeros(s) < 1))
s = sprandn(4, 10, 0.1);
fprintf('%d %d %d\n', issparse(s), nnz(s) / numel(s) == 0.1, isequal(size(s), [4 10]))
s = sprandn(1000, 1, 0.5);
[i, ~] = find(s);
fprintf('%d %d %d\n', nnz(s), min(i) < 50, max(i) > 950)
s = sprand(3, 4, 1);
fprintf('%d\n', nnz(s))
fprintf('%s\n', mat2str(size(sprand(0, 5, 0.5))))
ok = true;
for n = [0 1 2 3 10 37]
    for d = [0 0.05 0.1 0.5 0.99 1]
        r = sprandsym(n, d);
        ok = ok && issparse(r) && issymmetric(r) && nnz(r) == round(n^2 * d);
    end
end
fprintf('%d\n', ok)
r = sprandsym(10, 0.1);
fprintf('%d\n', abs(nnz(r) / numel(r) - 0.1) < 0.01)
S = sparse([1 1 0; 1 0 0; 0 0 1]);
fprintf('%s\n', mat2str(full(sprandsym(S) ~= 0)))
fprintf('%s\n', mat2str(full(sprand(S) ~= 0)))
