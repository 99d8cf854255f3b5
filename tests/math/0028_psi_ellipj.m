% psi (digamma and polygamma) and ellipj (Jacobi elliptic functions) of
% real arguments, printed to 14 significant digits.
fprintf('%.14g\n', psi([0.5 1 2 3.7 10 150]));
% Near the positive zero the value keeps its relative accuracy.
disp(abs(psi(1.4616321449683622)) < 1e-16)
fprintf('%.14g\n', psi(1, 2), psi(2, 0.5), psi(3, 4.25));
disp(psi(0))
disp(class(psi(single(2))))
fprintf('%.14g\n', psi(0, 7));
try
    psi(-1)
catch err
    disp(err.message)
end
[sn, cn, dn] = ellipj([0.2 0.672 1.5], [0.81 0.36 0.5]);
fprintf('%.14g %.14g %.14g\n', [sn; cn; dn]);
[sn, cn, dn] = ellipj(log(2), 1);
fprintf('%.14g %.14g %.14g\n', sn, cn, dn);
[sn, cn] = ellipj(pi/6, 0);
fprintf('%.14g %.14g\n', sn, cn);
try
    ellipj(1, 2)
catch err
    disp(err.message)
end
