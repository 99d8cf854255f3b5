% quad2d: the MathWorks page examples (-9.8696 = -pi^2 and 0.2854 =
% pi/4 - 1/2 over a triangle with a singular corner), closed forms, a
% complex integrand, the options, and errors.
fun = @(x, y) y.*sin(x) + x.*cos(y);
fprintf('%.4f\n', quad2d(fun, pi, 2*pi, 0, pi))
fun = @(x, y) 1 ./ (sqrt(x + y) .* (1 + x + y).^2);
[q, errbnd] = quad2d(fun, 0, 1, 0, @(x) 1 - x);
fprintf('%.4f %d %d\n', q, abs(q - (pi/4 - 0.5)) < 1e-5, errbnd < 1e-5)
fprintf('%d\n', abs(quad2d(@(x, y) x .* y, 0, 1, 0, 1) - 0.25) < 1e-10)
fprintf('%d\n', abs(quad2d(@(x, y) exp(-x.^2 - y.^2), -1, 1, -1, 1) - pi*erf(1)^2) < 1e-10)
fprintf('%d\n', abs(quad2d(@plus, 1, 2, 3, 4) - 5) < 1e-10)
f = @(x, y) 1 ./ (x + y);
fprintf('%d\n', abs(quad2d(f, 0, 1, 0, 1, 'AbsTol', 1e-8, 'RelTol', 1e-6) - 2*log(2)) < 2e-6)
fprintf('%d\n', abs(quad2d(@(x, y) x .* y, 0, 1, 0, @(x) 1 - x) - 1/24) < 1e-10)
fprintf('%d\n', abs(quad2d(@(x, y) x .* y, 0, 1, 0, @(x) 1 - x, 'Singular', false) - 1/24) < 1e-10)
q = quad2d(@(x, y) 1i*ones(size(x)), 0, 1, 0, 1);
fprintf('%g %g\n', real(q), imag(q))
c = @(x) -sqrt(1 - x.^2); d = @(x) sqrt(1 - x.^2);
fprintf('%.4f\n', quad2d(@(x, y) abs(x.^2 + y.^2 - 0.25), -1, 1, c, d, 'AbsTol', 1e-8))
fprintf('%.4f\n', quad2d(@(x, y) x + y, 0, 1, 0, 2, 'Vectorized', false))
fprintf('%d\n', quad2d(@(x, y) x, 0, 1, 2, 2) == 0)
try
    quad2d(@(x, y) x, 0, 1, 0, 1, 'AbsTol', -1)
catch err
    disp(err.identifier)
end
try
    quad2d(1, 0, 1, 0, 1)
catch err
    disp(err.identifier)
end
