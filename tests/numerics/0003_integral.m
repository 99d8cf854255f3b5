% integral, quadgk and integral2 (MathWorks examples)
fun = @(x) exp(-x.^2).*log(x).^2;
q = integral(fun, 0, Inf);
fprintf('%.4f\n', q)
fun = @(x) 1./((x.^3) - 2*x - 5);
q = integral(fun, 0, 2);
fprintf('%.4f\n', q)
q = integral(@(x) x.^2, 0, 3);
fprintf('%.10f\n', q)
q = integral(@(x) sin(x), 0, pi, 'RelTol', 0, 'AbsTol', 1e-12);
fprintf('%.12f\n', q)
q = integral(@(x) [sin(x); cos(x)], 0, pi/2, 'ArrayValued', true);
fprintf('%.6f\n', q)
q = integral(@(x) abs(x - 1), 0, 3, 'Waypoints', 1);
fprintf('%.10f\n', q)
q = integral(@(x) exp(x), 1, 0);
fprintf('%.10f\n', q)
q = integral(@(x) 1./sqrt(x), 0, 1);
fprintf('%.6f\n', q)
q = integral(@(x) exp(-x.^2), -Inf, Inf);
fprintf('%.8f\n', q)
[q, errbnd] = quadgk(@(x) x.^5, 0, 2);
fprintf('%.10f %d\n', q, errbnd < 1e-8)
q = quadgk(@(x) exp(x).*log(x), 0, 1);
fprintf('%.6f\n', q)
q = integral2(@(x, y) x.*y, 0, 1, 0, 2);
fprintf('%.8f\n', q)
q = integral2(@(x, y) ones(size(x)), 0, 1, 0, @(x) x);
fprintf('%.8f\n', q)
try
    integral(@(x) 1, 0, 1)
catch err
    disp(err.message)
end
