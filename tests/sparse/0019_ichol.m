% ichol: IC(0), ict, michol, diagcomp, shape, complex, errors
A1 = sparse([0.37 -0.05 -0.05 -0.07; -0.05 0.116 0 -0.05; -0.05 0 0.116 -0.05; -0.07 -0.05 -0.05 0.202]);
L = ichol(A1);
disp(nnz(L) == nnz(tril(A1)))
fprintf('%.4f\n', norm(full(A1 - L*L'), 'fro') / norm(full(A1), 'fro'));
opts.shape = 'upper';
R = ichol(A1, opts);
disp(norm(full(R' - L)) < 1e-14)
clear opts
opts.michol = 'on';
L = ichol(A1, opts);
fprintf('%.4f\n', norm(full(A1 - L*L'), 'fro') / norm(full(A1), 'fro'));
e = ones(4, 1);
disp(norm(A1*e - L*(L'*e)) < 1e-14)
opts.diagcomp = 3e-3;
L = ichol(A1, opts);
fprintf('%.4f\n', norm(full(A1 - L*L'), 'fro') / norm(full(A1), 'fro'));
A2 = gallery('poisson', 10);
clear opts
opts.type = 'ict';
opts.droptol = 0;
L = ichol(A2, opts);
disp(norm(full(A2 - L*L'), 'fro') < 1e-12)
opts.droptol = 0.1;
L = ichol(A2, opts);
fprintf('%.4f\n', norm(full(A2 - L*L'), 'fro') / norm(full(A2), 'fro'));
A5 = sparse([0.37 -0.05 -0.05 -0.07; -0.05 0.116 0 -0.05+0.05i; -0.05 0 0.116 -0.05; -0.07 -0.05-0.05i -0.05 0.202]);
L = ichol(A5);
fprintf('%.4f\n', norm(full(A5 - L*L'), 'fro') / norm(full(A5), 'fro'));
try
  ichol(sparse(-1))
catch err
  disp(err.message)
end
try
  ichol(eye(2))
catch err
  disp(err.message)
end
try
  clear opts
  opts.michol = 'foo';
  ichol(A1, opts)
catch err
  disp(err.message)
end
