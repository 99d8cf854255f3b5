% expm1 log1p log2 with two outputs, pow2 nextpow2, real-only functions, nthroot.
fprintf('%.15g\n', expm1([1e-10 1 -1]), log1p([1e-10 1 0]));
z = log1p(-2);
fprintf('%.15g %.15g\n', real(z), imag(z));
[f, e] = log2([8 -3 0.1 1 0 1024]);
fprintf('%.17g %g\n', [f; e]);
fprintf('%.17g\n', pow2([0 1 10 -1]), pow2(3, 4), pow2(0.75, -1074), pow2(1, 1024));
fprintf('%g\n', nextpow2([0 1 2 3 1000 1024 1025 -5 0.3]));
fprintf('%g\n', nextpow2(Inf));
n = nextpow2(int16(100));
disp(class(n)); fprintf('%d\n', n);
fprintf('%.15g\n', realsqrt([4 2]), reallog([1 exp(1)]), realpow(2, [3 0.5]));
fprintf('%.15g\n', nthroot(-27, 3), nthroot([16 81], 4), nthroot(-8, 3), nthroot(-8, -1));
fprintf('%.15g\n', nthroot(2, 3), nthroot(Inf, 2), nthroot(0, 5));
fprintf('%.15g\n', hypot(3, 4), hypot(1e200, 1e200));
% MathWorks nextpow2 examples (integer classes keep their class).
fprintf('%g ', nextpow2([1 -2 3 -4 5 9 519])); fprintf('\n');
p = nextpow2(uint32([1020 4000 32700]));
disp(class(p)); fprintf('%d ', p); fprintf('\n');
