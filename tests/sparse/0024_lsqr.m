% lsqr: square, rectangular least squares, handles, preconditioner, complex
A = sparse([4 1 0; 1 4 1; 0 1 4]);
[x, flag, relres, iter] = lsqr(A, A * [1; 2; 3], 1e-10, 20);
disp(flag)
disp(norm(x - [1; 2; 3]) < 1e-8)
disp(relres <= 1e-10)
B = [1 2; 3 4; 5 6; 7 9];
c = [1; 0; 2; 1];
[x, flag, relres, iter, resvec, lsvec] = lsqr(B, c, 1e-10, 10);
disp(flag)
disp(norm(x - B \ c) < 1e-8)
disp(relres > 0.1)
disp([length(resvec) length(lsvec)] == [iter + 1, iter])
afun = @(x, t) handle_product(B, x, t);
[y, flag] = lsqr(afun, c, 1e-10, 10);
disp(flag)
disp(norm(y - x) < 1e-8)
M = diag([4 4 4]);
[x, flag] = lsqr(A, A * [1; 2; 3], 1e-10, 20, M);
disp(flag)
disp(norm(x - [1; 2; 3]) < 1e-8)
C = [1 + 1i, 1; 2, 3 - 1i; 0, 1i];
d = C * [1; 1i];
[x, flag] = lsqr(C, d, 1e-10, 10);
disp(flag)
disp(norm(x - [1; 1i]) < 1e-8)
[x, flag, relres, iter] = lsqr(A, zeros(3, 1));
disp([flag relres iter])
[x, flag] = lsqr(A, [1; 2; 3], 1e-12, 1);
disp(flag)
try
  lsqr(B, [1; 2; 3])
catch err
  disp(err.message)
end

function y = handle_product(B, x, t)
  if strcmp(t, 'transp')
    y = B' * x;
  else
    y = B * x;
  end
end
