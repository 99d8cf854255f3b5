% qrupdate, qrinsert and qrdelete: the updated factors are a QR
% factorization of the changed matrix (Q1 unitary, R1 upper triangular,
% Q1*R1 equal to it), real, complex, single and economy; and the
% MathWorks qrdelete example, whose R1 is unique up to the signs of rows.
A = [0.091364 0.613038 0.999083; 0.594638 0.425302 0.603537; ...
     0.383594 0.291238 0.085574; 0.265712 0.268003 0.238409; ...
     0.669966 0.743851 0.445057];
u = [0.85082; 0.76426; 0.42883; 0.53010; 0.80683];
v = [0.98810; 0.24295; 0.43167];
[Q, R] = qr(A);
[Q1, R1] = qrupdate(Q, R, u, v);
disp([norm(Q1'*Q1 - eye(5)) < 1e-14, isequal(triu(R1), R1), norm(Q1*R1 - A - u*v') < 1e-14])
[Qe, Re] = qr(A, 0);
[Q1, R1] = qrupdate(Qe, Re, u, v);
disp(size(Q1)), disp(size(R1))
disp(norm(Q1*R1 - A - u*v') < 1e-14)
Ac = A + 1i*fliplr(A);
uc = u - 0.5i;
vc = v + 2i;
[Q, R] = qr(Ac);
[Q1, R1] = qrupdate(Q, R, uc, vc);
disp([norm(Q1'*Q1 - eye(5)) < 1e-14, isequal(triu(R1), R1), norm(Q1*R1 - Ac - uc*vc') < 1e-13])
[Q, R] = qr(single(A));
[Q1, R1] = qrupdate(Q, R, u, v);
disp(class(Q1)), disp(class(R1))
disp(norm(Q1*R1 - single(A) - single(u*v')) < 1e-5)
[Q, R] = qr(A);
[Q1, R1] = qrinsert(Q, R, 3, u);
disp([isequal(size(R1), [5 4]), isequal(triu(R1), R1), norm(Q1*R1 - [A(:,1:2) u A(:,3)]) < 1e-14])
[Q1, R1] = qrinsert(Q, R, 4, u, 'col');
disp(norm(Q1*R1 - [A u]) < 1e-14)
x = [0.85082 0.76426 0.42883];
[Q1, R1] = qrinsert(Q, R, 3, x, 'row');
disp([isequal(size(Q1), [6 6]), norm(Q1'*Q1 - eye(6)) < 1e-14, isequal(triu(R1), R1)])
disp(norm(Q1*R1 - [A(1:2,:); x; A(3:5,:)]) < 1e-14)
[Q1, R1] = qrdelete(Q, R, 2);
disp([isequal(size(R1), [5 2]), isequal(triu(R1), R1), norm(Q1*R1 - A(:,[1 3])) < 1e-14])
[Q1, R1] = qrdelete(Q, R, 1, 'row');
disp([isequal(size(Q1), [4 4]), norm(Q1'*Q1 - eye(4)) < 1e-14, norm(Q1*R1 - A(2:5,:)) < 1e-14])
M = magic(5);
[Q, R] = qr(M);
[Q1, R1] = qrdelete(Q, R, 3, 'row');
disp(round(abs(R1) * 1e4) / 1e4)
disp(norm(Q1*R1 - M([1 2 4 5],:)) < 1e-12)
try
    qrinsert(Q, R, 7, ones(5, 1));
catch err
    disp(err.identifier)
end
try
    qrupdate(Q, R, ones(4, 1), ones(5, 1));
catch err
    disp(err.identifier)
end
[G, y] = planerot([3; 4]);
disp(G), disp(y)
