% ilu: zero fill, crout, ilutp with pivoting, milu, udiag, errors
A = sparse([4 -1 0 -1; -1 4 -1 0; 0 -1 4 -1; -1 0 -1 4]);
W = ilu(A);
disp(nnz(W))
[L, U] = ilu(A);
disp(full(L))
disp(full(U))
disp(issparse(L) && issparse(U))
opts.type = 'crout';
[L, U] = ilu(A, opts);
disp(norm(full(A - L*U)) < 1e-12)
opts.droptol = 0.3;
[L, U] = ilu(A, opts);
disp(nnz(L) + nnz(U))
opts.milu = 'row';
[L, U] = ilu(A, opts);
e = ones(4, 1);
disp(norm(A*e - L*U*e) < 1e-12)
opts.milu = 'col';
[L, U] = ilu(A, opts);
disp(norm(e'*A - e'*L*U) < 1e-12)
B = sparse(magic(4));
clear opts
opts.type = 'ilutp';
[L, U, P] = ilu(B, opts);
disp(full(P))
disp(norm(full(P*B - L*U)) < 1e-10)
[L, U] = ilu(B, opts);
disp(norm(full(B - L*U)) < 1e-10)
C = sparse([0 0 4 3 1; 5 1 2.3 2 4.5; 0 0 0 2 1; 0 0 8 0 2.2; 0 0 9 9 1]);
opts.udiag = 1;
opts.droptol = 0.2;
[L, U, P] = ilu(C, opts);
fprintf('%.4f %.4f\n', norm(full(U), 'fro'), norm(full(L), 'fro'));
Z = sparse([1i 2; 3 4]);
[L, U] = ilu(Z);
disp(full(L*U) == full(Z))
try
  ilu(sparse([0 1; 1 0]))
catch err
  disp(err.message)
end
try
  ilu(eye(2))
catch err
  disp(err.message)
end
try
  opts.type = 'foo';
  ilu(A, opts)
catch err
  disp(err.message)
end
try
  clear opts
  opts.droptol = -1;
  ilu(A, opts)
catch err
  disp(err.message)
end
[L, U] = ilu(sparse([]));
disp(size(L))
