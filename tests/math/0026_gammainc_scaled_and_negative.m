% Scaled upper incomplete gamma just below and well below the mode, and
% the complex values at negative x (see tests/math/README.md).
x = [200 100 160 800 950 9500 9900 99000 7];
a = [201 200 200 1000 1000 1e4 1e4 1e5 10];
fprintf('%.13g\n', gammainc(x, a, 'scaledupper'));
% gammainc(200, 201, 'scaledupper') to within an ulp
fprintf('%d\n', abs(gammainc(200, 201, 'scaledupper') - 18.4904360746560462660798514) <= 18.5 * eps);
q = gammainc(-20, 1.1, 'upper');
fprintf('%.13g %.13g\n', real(q), imag(q));
fprintf('%.13g\n', gammainc(-20, 3));
% x^a = |x|^a * 1i for a = 2.5 and 0.5: the real parts are rounding noise
p = gammainc(-5, 2.5);
fprintf('%d %.13g\n', abs(real(p)) < 1e-9 * abs(p), imag(p));
p = gammainc(-30, 0.5);
fprintf('%d %.13g\n', abs(real(p)) < 1e-9 * abs(p), imag(p));
