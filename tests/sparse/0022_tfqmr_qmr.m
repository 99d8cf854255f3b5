% tfqmr and qmr: matrices, handles, preconditioners, complex systems
n = 100;
A = spdiags([-2*ones(n,1) 4*ones(n,1) -ones(n,1)], -1:1, n, n);
b = sum(A, 2);
M1 = spdiags([ones(n,1)/(-2) ones(n,1)], -1:0, n, n);
M2 = spdiags([4*ones(n,1) -ones(n,1)], 0:1, n, n);
[x, flag, relres] = tfqmr(A, b, 1e-8, 15, M1, M2);
disp(flag)
disp(norm(x - ones(n, 1)) < 1e-7)
[x, flag, relres, iter, resvec] = qmr(A, b, 1e-8, 15, M1, M2);
disp(flag)
disp(norm(x - ones(n, 1)) < 1e-7)
disp(length(resvec) == iter + 1)
afun = @(x, t) ifelse_transp(A, x, t);
[x, flag] = qmr(afun, b, 1e-8, 15, M1, M2);
disp(flag)
[x, flag] = tfqmr(@(x) A * x, b, 1e-8, 100);
disp(flag)
disp(norm(A * x - b) / norm(b) < 1e-8)
C = [1 + 1i, 1 + 1i; 2 - 1i, 2 + 1i];
[x, flag] = tfqmr(C, C * [1; 1], [], 3);
disp(flag)
disp(norm(x - [1; 1]) < 1e-6)
[x, flag] = qmr(C, C * [1; 1]);
disp(flag)
disp(norm(x - [1; 1]) < 1e-6)
B = toeplitz(sparse([2, 1, 0, 0, 0]), sparse([2, -1, 0, 0, 0]));
[x, flag, relres] = tfqmr(B, sum(B, 2), [], 3, magic(5));
disp(abs(relres - norm(sum(B, 2) - B * x) / norm(sum(B, 2))) < 8 * eps)
Z = diag(1:50);
Z(1, 50) = 10000;
M = ones(50);
M(1, 1) = 0;
[x, flag] = tfqmr(Z, ones(50, 1), [], 100, M);
disp(flag)
[x, flag, relres, iter] = tfqmr(A, zeros(n, 1));
disp([flag relres iter])
[x, flag] = tfqmr(2 * speye(4), ones(4, 1));
disp(x')

function y = ifelse_transp(A, x, t)
  if strcmp(t, 'transp')
    y = A' * x;
  else
    y = A * x;
  end
end
