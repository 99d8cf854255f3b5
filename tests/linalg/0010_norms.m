% norm, cond, rank, pinv, null, orth.
v = [3 4];
n = norm(v)
n = norm(v, 1)
n = norm(v, Inf)
n = norm(v, -Inf)
fprintf('%.6f\n', norm([1 2 3], 3));
A = [1 2; 3 4];
fprintf('%.6f\n', norm(A));
n = norm(A, 1)
n = norm(A, Inf)
fprintf('%.6f\n', norm(A, 'fro'));
fprintf('%.6f\n', cond(A));
fprintf('%.6f\n', cond(A, 1));
r = rank([1 2; 2 4])
r = rank(eye(4))
X = pinv([1 2; 2 4]);
fprintf('%.6f\n', X);
N = null([1 1; 1 1]);
disp(size(N))
disp(norm([1 1; 1 1] * N) < 1e-12)
O = orth([1 1; 1 1]);
disp(size(O))
fprintf('%.6f\n', abs(O));
