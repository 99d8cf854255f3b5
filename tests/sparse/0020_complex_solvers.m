% complex A and b in pcg, minres, bicgstab, gmres; ilu/ichol preconditioners
n = 20;
e = ones(n, 1);
H = spdiags([(-1+0.5i)*e 4*e (-1-0.5i)*e], -1:1, n, n);
b = H * ((1:n)' + 1i*(n:-1:1)');
[x, flag, relres] = pcg(H, b, 1e-10, 100);
disp(flag)
disp(norm(H*x - b) / norm(b) < 1e-9)
disp(isreal(x))
[x, flag] = minres(H, b, 1e-10, 100);
disp(flag)
disp(norm(H*x - b) / norm(b) < 1e-9)
G = spdiags([-e (4+1i)*e (-2+0.5i)*e], -1:1, n, n);
c = G * ones(n, 1);
[x, flag] = bicgstab(G, c, 1e-10, 100);
disp(flag)
disp(norm(x - ones(n, 1)) < 1e-8)
[x, flag] = gmres(G, c, [], 1e-10, n);
disp(flag)
disp(norm(x - ones(n, 1)) < 1e-8)
[L, U] = ilu(G);
[x, flag, relres, iter] = gmres(G, c, [], 1e-10, n, L, U);
disp(flag)
disp(iter)
L = ichol(H);
[x, flag, relres, iter] = pcg(H, b, 1e-10, 100, L, L');
disp(flag)
disp(iter)
[x, flag] = pcg(speye(3), [1; 1i; 2], 1e-12, 5);
disp(x.')
c1 = condest(sparse([4 1 0; 1 4 1; 0 1 4]), 1);
c3 = condest(sparse([4 1 0; 1 4 1; 0 1 4]), 3);
disp(abs(c3 - cond([4 1 0; 1 4 1; 0 1 4], 1)) < 1e-10)
disp(c1 <= c3 * (1 + 1e-12))
try
  condest(sparse(eye(2)), 0)
catch err
  disp(err.message)
end
