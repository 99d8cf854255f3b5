% gsvd: the MathWorks page example (values of sigma, C and S), the
% defining equations A = U*C*X', B = V*S*X', C'*C + S'*S = I, MATLAB's
% layouts of C and S for a wide A, the economy sizes, and classes.
A = reshape(1:15, 5, 3);
B = magic(3);
[U, V, X, C, S] = gsvd(A, B);
disp([size(U); size(V); size(X); size(C); size(S)])
disp(round([diag(C) diag(S)] * 1e4) / 1e4)
disp([norm(U*C*X' - A) < 1e-12, norm(V*S*X' - B) < 1e-12, norm(C'*C + S'*S - eye(3)) < 1e-14])
disp([norm(U'*U - eye(5)) < 1e-14, norm(V'*V - eye(3)) < 1e-14])
sigma = gsvd(A, B);
disp(round(sigma' * 1e4) / 1e4)
disp(norm(sigma - sort(svd(A / B))) < 1e-12)
[U, V, X, C, S] = gsvd(A, B, 0);
disp([size(U); size(V); size(X); size(C); size(S)])
disp(norm(U*C*X' - A) < 1e-12)
[U, V, X, C, S] = gsvd(A, B, "econ");
disp(size(U))
A = reshape(1:15, 3, 5);
B = magic(5);
[U, V, X, C, S] = gsvd(A, B);
disp([size(U); size(V); size(X); size(C); size(S)])
D = diag(diag(C, 2), 2);
disp([isequal(C, D(1:3, :)), isequal(S, diag(diag(S)))])
disp([norm(U*C*X' - A) < 1e-11, norm(V*S*X' - B) < 1e-11, norm(C'*C + S'*S - eye(5)) < 1e-14])
sigma = gsvd(A, B);
disp(sigma(1:2)')
disp(norm(sigma(3:5) - sort(svd(A / B))) < 1e-12)
A = [1 2i; 3 4; 5i 6];
B = [1 1; 0 2i];
[U, V, X, C, S] = gsvd(A, B);
disp([norm(U*C*X' - A) < 1e-12, norm(V*S*X' - B) < 1e-12, isreal(C), isreal(S)])
s = gsvd(single(eye(3)), [1 2 3]);
disp(class(s))
[U, V, X, C, S] = gsvd(eye(3), single([1 2 3]));
disp({class(U), class(V), class(X), class(C), class(S)})
try
    gsvd(1, [1 2]);
catch err
    disp(err.identifier)
end
try
    gsvd(NaN, 2);
catch err
    disp(err.identifier)
end
