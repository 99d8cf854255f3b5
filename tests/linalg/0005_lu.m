% lu: the MathWorks example matrix, 2 and 3 outputs, 'vector', residuals.
A = [1 2 3; 4 5 6; 7 8 0];
[L, U, P] = lu(A)
[L2, U2] = lu(A);
disp(isequal(L2, P.' * L))
[L3, U3, p] = lu(A, 'vector');
p
disp(isequal(A(p, :), L3 * U3))
R = rand(7, 5);
[L, U, P] = lu(R);
disp(norm(L * U - P * R) < 1e-12)
disp(size(L))
disp(size(U))
