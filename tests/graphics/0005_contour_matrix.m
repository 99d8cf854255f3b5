% The contour matrix: [level; count] then the vertices as [x; y] columns.
M = contour([0 1; 2 3], [1.5 1.5]);
fprintf('%g %g\n', M);
disp('--')
M = contour([0 0 0; 0 4 0; 0 0 0], [1 1]);
fprintf('%g %g\n', M);
disp('--')
[M, c] = contour(1:3, [10 20], [1 2 3; 3 4 5], [2.5 3.5]);
fprintf('%g %g\n', M);
disp(size(M))
disp('--')
M = contour([1 2 3; 4 5 6] + 0.1, 2);
fprintf('%.4f %.4f\n', M);
