% linsolve: default solvers, the opts struct, the second output.
A = [1 2; 3 4];
b = [5; 6];
x = linsolve(A, b)
U = triu(magic(3));
opts.UT = true;
x = linsolve(U, [1; 2; 3], opts)
% With UT declared only the upper triangle is read.
x2 = linsolve(magic(3), [1; 2; 3], opts);
disp(isequal(x, x2))
clear opts
opts.LT = true;
opts.TRANSA = true;
L = tril(magic(4));
x = linsolve(L, [1; 2; 3; 4], opts)
disp(norm(L' * x - [1; 2; 3; 4]) < 1e-12)
S = [4 1 0; 1 3 1; 0 1 2];
opts2.SYM = true;
opts2.POSDEF = true;
[x, r] = linsolve(S, [1; 2; 3], opts2)
H = [1 2 3; 4 5 6; 0 7 8];
x = linsolve(H, [1; 1; 1], struct('UHESS', true));
disp(norm(H * x - [1; 1; 1]) < 1e-12)
x = linsolve(A, b, struct('TRANSA', true));
disp(norm(A' * x - b) < 1e-12)
C = [2 1i; -1i 3];
x = linsolve(C, [1; 1i], struct('SYM', true, 'POSDEF', true))
M = [1 2; 3 4; 5 6];
[x, r] = linsolve(M, M * [1; 2]);
disp(norm(x - [1; 2]) < 1e-12)
r
[x, r] = linsolve(eye(2), [1; 2], struct('RECT', true))
