% A\b with each solver MATLAB picks: triangular, Cholesky, LU, least squares.
U = [2 1 1; 0 3 1; 0 0 4];
x = U \ [7; 10; 8]
L = U.';
x = L \ [2; 4; 9]
S = [4 -2 1; -2 4 -2; 1 -2 4];
x = S \ [11; -16; 17];
fprintf('%.4f\n', x);
G = [0 2 1; 1 1 1; 2 1 0];
x = G \ [8; 6; 4]
% Overdetermined: the least-squares line through three points.
T = [1 1; 1 2; 1 3];
c = T \ [1; 2; 2];
fprintf('%.6f\n', c);
% Underdetermined: the basic solution has at most rank nonzeros.
w = [1 2 3] \ 6;
fprintf('%d nonzero, residual %g\n', sum(w ~= 0), abs([1 2 3] * w - 6));
x = mldivide([2 0; 0 4], [2; 2])
y = [7 10] / [2 1; 1 3]
Z = mrdivide([1 2; 3 4], [1 0; 0 2])
R = rand(6);
b = rand(6, 2);
disp(norm(R * (R \ b) - b) < 1e-10)
disp(norm((b.' / R) * R - b.') < 1e-10)
C = [2+1i 1; 1 3-2i];
disp(norm(C * (C \ [1; 1i]) - [1; 1i]) < 1e-12)
