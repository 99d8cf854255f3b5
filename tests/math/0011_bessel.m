% Bessel, Airy and Legendre functions of real order and argument.
fprintf('%.14g\n', besselj(0, [0 1 2.5 10]), besselj(1, [1 5]), besselj(2.5, 3));
fprintf('%.14g\n', bessely(0, [1 2.5 10]), bessely(1, 5), bessely(0.5, 2));
fprintf('%.14g\n', besseli(0, [0 1 2.5]), besseli(1, 5), besseli(1.5, 2));
fprintf('%.14g\n', besselk(0, [1 2.5]), besselk(1, 5), besselk(0.5, 2));
fprintf('%.14g\n', besselj(-1, 2), besselj(1, -2), besselj(-0.5, 2), bessely(-1, 2));
fprintf('%.14g\n', besseli(1, 2, 1), besselk(1, 2, 1));
h = besselh(0, 1);
fprintf('%.14g %.14g\n', real(h), imag(h));
h = besselh(1, 2, 3);
fprintf('%.14g %.14g\n', real(h), imag(h));
fprintf('%.14g\n', airy([-2 0 1]), airy(1, 0.5), airy(2, [0 1]), airy(3, -1));
fprintf('%.14g\n', legendre(2, [0 0.5 1]));
fprintf('%.14g\n', legendre(3, 0.3, 'sch'), legendre(2, -0.4, 'norm'));
