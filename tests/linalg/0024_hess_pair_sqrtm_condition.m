% hess(A, B): the Hessenberg-triangular form of a pair; sqrtm's three outputs.
A = [1 2 3; 4 5 6; 7 8 10];
B = [2 1 0; 1 3 1; 0 1 4];
[AA, BB, Q, Z] = hess(A, B);
disp(norm(Q * A * Z - AA) < 1e-12)
disp(norm(Q * B * Z - BB) < 1e-12)
disp(isequal(AA, triu(AA, -1)))
disp(isequal(BB, triu(BB)))
disp(norm(Q' * Q - eye(3)) < 1e-12)
disp(norm(Z' * Z - eye(3)) < 1e-12)
disp(norm(sort(eig(AA, BB)) - sort(eig(A, B))) < 1e-10)
C = [1 2i; 3 4];
[CC, DD, Q, Z] = hess(C, [2 1; 1i 3]);
disp(norm(Q * C * Z - CC) < 1e-12)
disp(DD(2, 1) == 0)
[X, alpha, condx] = sqrtm(diag([4 9]))
A = [5 -4 1 0 0; -4 6 -4 1 0; 1 -4 6 -4 1; 0 1 -4 6 -4; 0 0 1 -4 6];
[X, alpha, condx] = sqrtm(A);
disp(abs(alpha - norm(X, 1)^2 / norm(A, 1)) < 1e-12)
disp(condx >= 0.5 && isfinite(condx))
