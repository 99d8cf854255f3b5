% Error functions, the exponential integral and elliptic integrals.
fprintf('%.14g\n', erf([-1 0 0.5 2 Inf]), erfc([-1 0 0.5 2 10]));
fprintf('%.14g\n', erfcx([0 1 10 100 -1]));
fprintf('%.14g\n', erfinv([0.5 -0.9 0 1 -1 2]), erfcinv([0.5 1 1.5 0 2]));
fprintf('%.14g\n', expint([1 0.1 10 0]));
z = expint(-1);
fprintf('%.14g %.14g\n', real(z), imag(z));
[k, e] = ellipke([0 0.5 0.9 1]);
fprintf('%.14g %.14g\n', [k; e]);
