% quad, quadl, quadv, dblquad and triplequad on the examples of their
% MathWorks pages; exact values where the integral has a closed form.
myfun = @(x) 1 ./ (x.^3 - 2*x - 5);
[q, fcnt] = quad(myfun, 0, 2);
fprintf('%.4f %d\n', q, fcnt > 0)
fprintf('%.4f\n', quadl(myfun, 0, 2))
disp(abs(quad(@(x) exp(x), 0, 1, 1e-10) - (exp(1) - 1)) < 1e-10)
disp(abs(quad('sin', 0, pi) - 2) < 1e-6)
disp(abs(quad(@(x, a, b) a * x + b, 0, 2, [], [], 3, 1) - 8) < 1e-12)
Q = quadv(@(x) 1 ./ ((1:5) + x), 0, 1);
fprintf('%.4f ', Q); fprintf('\n')
disp(max(abs(Q - log((2:6) ./ (1:5)))) < 1e-6)
fprintf('%.4f\n', dblquad(@(x, y) y*sin(x) + x*cos(y), pi, 2*pi, 0, pi))
disp(abs(dblquad(@(x, y) x .* y, 0, 1, 0, 2, 1e-8, @quadl) - 1) < 1e-8)
fprintf('%.4f\n', triplequad(@(x, y, z) y*sin(x) + z*cos(x), 0, pi, 0, 1, -1, 1))
try
    quad(@sin, 0)
catch err
    disp(err.identifier)
end
