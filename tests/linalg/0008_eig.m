% eig: symmetric (real, ascending), general with complex values, [V, D],
% 'vector', generalized, and residuals.
S = [2 -1 0; -1 2 -1; 0 -1 2];
e = eig(S);
fprintf('%.6f\n', e);
[V, D] = eig(S);
disp(norm(S * V - V * D) < 1e-12)
disp(norm(V' * V - eye(3)) < 1e-12)
e = eig([0 1; -1 0])
e = sort(eig([1 2; 3 4]));
fprintf('%.6f\n', e);
A = [1 2 3; 4 5 6; 7 8 10];
[V, D] = eig(A);
disp(norm(A * V - V * D) < 1e-10)
[V, d] = eig(A, 'vector');
disp(size(d))
[V, D, W] = eig(A);
disp(norm(W' * A - D * W') < 1e-10)
g = sort(eig([2 0; 0 3], [1 0; 0 2]));
fprintf('%.6f\n', g);
d = eig([3 0 0; 0 1 0; 0 0 2])
