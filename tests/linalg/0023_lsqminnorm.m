% lsqminnorm: minimum-norm solutions, tolerance, rank warning flag.
A = [2 3];
b = 8;
x_a = A \ b
x_b = lsqminnorm(A, b)
A = [1 2; 2 4; 3 6];
b = [1; 2; 4];
x = lsqminnorm(A, b);
disp(norm(x - pinv(A) * b) < 1e-12)
x = lsqminnorm([1 0; 0 1e-10], [1; 1], 1e-8)
x = lsqminnorm([1 0; 0 0], [3; 5], 'warn')
x = lsqminnorm([1 0; 0 0], [3; 5], "nowarn")
x = lsqminnorm([1 1i], 2)
X = lsqminnorm(magic(4), [1 2; 3 4; 5 6; 7 8]);
disp(norm(X - pinv(magic(4)) * [1 2; 3 4; 5 6; 7 8]) < 1e-10)
x = lsqminnorm(single([4 0; 0 2]), [2; 2]);
class(x)
try
  lsqminnorm(eye(2), [1; 2], -1)
catch err
  disp(err.message)
end
