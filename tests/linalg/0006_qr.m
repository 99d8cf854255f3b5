% qr: full, economy, column pivoting; checked by residuals and structure.
A = [1 2; 3 4; 5 6];
[Q, R] = qr(A);
disp(size(Q)); disp(size(R));
disp(norm(Q * R - A) < 1e-12)
disp(norm(Q' * Q - eye(3)) < 1e-12)
disp(abs(R(2, 1)) + abs(R(3, 1)) + abs(R(3, 2)) == 0)
[Q, R] = qr(A, 'econ');
disp(size(Q)); disp(size(R));
disp(norm(Q * R - A) < 1e-12)
[Q, R, P] = qr(A);
disp(norm(Q * R - A * P) < 1e-12)
[Q, R, p] = qr(A, 0);
disp(size(p))
disp(norm(Q * R - A(:, p)) < 1e-12)
R = qr(A);
disp(size(R))
fprintf('%.4f\n', abs(R(1, 1)));
