% inv, det, trace and rcond of small matrices.
X = inv([1 2; 3 4])
fprintf('%.10f\n', det([1 2; 3 4]));
d = det([2 0 0; 0 3 0; 0 0 4])
d = det([0 1; 1 0])
d = det([1 2; 2 4])
t = trace([1 2; 3 4])
fprintf('%.10f\n', rcond([1 2; 3 4]));
r = rcond(eye(3))
c = det([1+1i 2; 3 4])
Z = inv(single([4 0; 0 2]))
class(Z)
A = rand(5) + 5 * eye(5);
disp(norm(A * inv(A) - eye(5)) < 1e-12)
