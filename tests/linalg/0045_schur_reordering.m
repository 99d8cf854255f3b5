% qz, ordqz, ordschur, ordeig, rsf2csf, sylvester: the defining equations
% of MathWorks' pages for each, checked on fixed matrices (MathWorks' qz
% example pair), and values that do not depend on the choice of Schur
% vectors. Expected output from GNU Octave 7.3, in MATLAB's layout; Octave
% 7.3's ordschur takes no keyword, so the 'lhp' line's expected row is
% Octave's for the equivalent select double(real(e) < 0).
A = [1 7 3; 2 9 12; 5 22 7];
B = [3 1 0; 0 3 1; 0 0 3];
[AA, BB, Q, Z] = qz(A, B);
disp([norm(Q*A*Z - AA) < 1e-12, norm(Q*B*Z - BB) < 1e-12])
disp([norm(Q*Q' - eye(3)) < 1e-12, norm(Z'*Z - eye(3)) < 1e-12])
disp([norm(tril(AA, -1)) == 0, norm(tril(BB, -1)) == 0])
[AA, BB, Q, Z, V, W] = qz(A, B);
disp(norm(A*V*diag(diag(BB)) - B*V*diag(diag(AA))) < 1e-10)
disp(norm(diag(diag(BB))*W'*A - diag(diag(AA))*W'*B) < 1e-10)
disp(round(sort(real(diag(AA) ./ diag(BB))) * 1e4) / 1e4)
% ordqz: the eigenvalues inside the unit disk come first
[AS, BS, QS, ZS] = ordqz(AA, BB, Q, Z, 'udi');
E = ordeig(AS, BS);
disp(abs(E.') < 1)
disp([norm(QS*A*ZS - AS) < 1e-10, norm(QS*B*ZS - BS) < 1e-10])
% ordschur with a keyword, a logical select and clusters
X = [1 2 3 -2; 4 5 6 -5; 7 8 9 -5; 10 11 12 4] + eye(4) / 2;
[U, T] = schur(X);
e = ordeig(T);
disp(round(sort(real(e)) * 1e4) / 1e4)
[US, TS] = ordschur(U, T, 'lhp');
disp(norm(US*TS*US' - X) < 1e-10)
disp(real(ordeig(TS)).' < 0)
[US, TS] = ordschur(U, T, double(abs(e) < 1));
disp(abs(ordeig(TS)).' < 1)
[US, TS] = ordschur(U, T, [1 2 3 4]);
disp(norm(US*TS*US' - X) < 1e-10)
% rsf2csf: a triangular complex Schur form of the same matrix
Y = [1 -3 0; 3 1 0; 0 0 2];
[U, T] = schur(Y);
[Uc, Tc] = rsf2csf(U, T);
disp([norm(Uc*Tc*Uc' - Y) < 1e-12, norm(tril(Tc, -1)) == 0])
disp(round(sort(imag(diag(Tc))).' * 1e4) / 1e4)
% sylvester: A*X + X*B = C
X = sylvester([1, 2; 3, 4], [5, 6; 7, 8], [9, 10; 11, 12]);
disp(X)
disp(class(sylvester(single([1 2; 3 4]), single(5), single([1; 2]))))
X = sylvester([2 1; 0 3], 1, [1; 1i]);
disp(round(1e4 * [real(X) imag(X)]) / 1e4)
try
  sylvester(ones(2, 3), ones(2), ones(2))
catch err
  disp('error: A not square')
end
