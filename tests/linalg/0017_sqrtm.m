% sqrtm: the MATLAB sqrtm page examples, complex roots of a real matrix,
% the residual output, the singular warning and class rules.
A = [5 -4 1 0 0; -4 6 -4 1 0; 1 -4 6 -4 1; 0 1 -4 6 -4; 0 0 1 -4 6];
X = round(sqrtm(A))
Y = sqrtm([7 10; 15 22])
[X, r] = sqrtm([4 0; 0 9]);
disp(X)
disp(r)
S = sqrtm([1 2; 3 4]);
fprintf('%.6f\n', real(S), imag(S));
disp(norm(S * S - [1 2; 3 4]) < 1e-12)
fprintf('%.6f\n', sqrtm([2 1; 1 2]));
disp(isreal(sqrtm([2 1; 1 2])))
Z = sqrtm([1 2i; 0 4]);
disp(norm(Z * Z - [1 2i; 0 4]) < 1e-12)
disp(class(sqrtm(single(4))))
sqrtm(zeros(2));
[X, r] = sqrtm(zeros(2));
try
    sqrtm([1 2])
catch err
    disp(err.message)
end
