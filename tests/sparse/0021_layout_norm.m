% tril, triu, diag, repmat, reshape and norm of sparse input stay sparse
S = sparse([16 2 3 13; 5 11 10 8; 9 7 6 12; 4 14 15 1]);
L = tril(S, -1);
disp(issparse(L))
disp(full(L))
U = triu(S, 1);
disp(issparse(U))
disp(nnz(U))
disp(full(triu(S, -2) - triu(full(S), -2)))
d = diag(S, 1)
disp(issparse(d))
D = diag(sparse([3 0 4]), -1);
disp(issparse(D))
disp(full(D))
R = repmat(sparse([1; 0]), 2, 3);
disp(issparse(R))
disp(size(R))
disp(nnz(R))
disp(full(repmat(sparse([1 2]), [2 1])))
X = reshape(S, [], 8);
disp(issparse(X))
disp(size(X))
disp(isequal(full(reshape(S, [2 8])), reshape(full(S), 2, 8)))
disp(islogical(tril(S > 8)))
T = tril(sparse([1+2i 0; 3 4i]))
disp([norm(S, 1), norm(S, Inf), norm(S, 'fro')])
disp([norm(sparse([3 0 4])), norm(sparse([3 0 -4]), 1), norm(sparse([3 0 -4]), -Inf)])
disp(norm(sparse([3; 0; 4i]), Inf))
try
  norm(S)
catch err
  disp(err.message)
end
try
  norm(S, 3)
catch err
  disp(err.message)
end
