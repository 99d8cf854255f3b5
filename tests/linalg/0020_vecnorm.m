% vecnorm: default 2-norm of columns, p and dim, complex, a dim beyond
% ndims, class and errors.
A = [1 2; 3 4];
fprintf('%.6f\n', vecnorm(A));
fprintf('%.6f\n', vecnorm(A, 1, 2));
fprintf('%.6f\n', vecnorm(A, Inf));
fprintf('%.6f\n', vecnorm([3 4i]));
fprintf('%.6f\n', vecnorm(A, 3));
v = vecnorm(A, 2, 3)
disp(size(vecnorm(ones(2, 3, 4), 2, 2)))
disp(class(vecnorm(single(A))))
try
    vecnorm(A, -1)
catch
    disp('refused')
end
