% cholupdate: rank-one update and downdate of a Cholesky factor, real and
% complex.
A = [4 2 0; 2 5 1; 0 1 3];
x = [1; 0.5; 2];
R = chol(A);
R1 = cholupdate(R, x);
disp(norm(R1'*R1 - (A + x*x')) < 1e-12)
disp(isequal(triu(R1), R1))
R2 = cholupdate(R1, x, '-');
disp(norm(R2 - R) < 1e-12)
[R3, p] = cholupdate(R, [3; 3; 3], '-');
disp(p)
disp(isequal(R3, R))
try
    cholupdate(R, [3; 3; 3], '-');
catch err
    disp(err.message)
end
z = [1i; 1; 0];
Rc = cholupdate(R, z);
disp(norm(Rc'*Rc - (A + z*z')) < 1e-12)
disp(isreal(Rc))
