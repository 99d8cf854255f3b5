% logm: the MATLAB logm page example, known values, the warning for
% eigenvalues on the negative real axis, exitflag, class rules.
A = [1 1 0; 0 0 2; 0 0 -1];
Y = expm(A);
P = logm(Y);
disp(round(P))
disp(norm(expm(logm(Y)) - Y) < 1e-12)
fprintf('%.6f\n', logm([1 1; 0 1]));
fprintf('%.6f\n', logm([2 1; 1 2]));
L = logm([1 2; 3 4]);
fprintf('%.6f\n', real(L), imag(L));
L = logm(-eye(2));
fprintf('%.6f\n', imag(L));
[L, flag] = logm(eye(3));
disp(L)
disp(flag)
M = [4 1 0; 1 4 1; 0 1 4];
disp(norm(expm(logm(M)) - M) < 1e-12)
disp(isreal(logm(M)))
disp(class(logm(single([2 1; 1 2]))))
try
    logm(ones(2, 3))
catch err
    disp(err.message)
end
