% expm: the MATLAB logm page example, known values, real and complex input,
% class rules, empty and NaN input, and errors.
A = [1 1 0; 0 0 2; 0 0 -1];
Y = expm(A)
disp(norm(logm(Y) - A) < 1e-12)
fprintf('%.10f\n', expm(1));
fprintf('%.6f\n', expm([1 2; 3 4]));
fprintf('%.6e\n', expm([10 20; -5 30]));
E = expm([1i 2; 0 -1i]);
fprintf('%.6f\n', real(E), imag(E));
R = expm([0 -pi; pi 0]);
disp(norm(R + eye(2)) < 1e-12)
disp(class(expm(single([1 2; 3 4]))))
disp(isreal(expm([1 2; 3 4])))
disp(size(expm(zeros(0, 0))))
disp(all(isnan(expm([NaN 1; 0 1])), 'all'))
try
    expm([1 2 3; 4 5 6])
catch err
    disp(err.message)
end
try
    expm(int8([1 2; 3 4]))
catch err
    disp(err.message)
end
