% ode113: variable-order Adams-Bashforth-Moulton PECE, against closed forms
% and reference solutions (see README.md)
[t, y] = ode113(@(t, y) 2*t, [0 5], 0);
fprintf('%g %.6f %d\n', t(end), y(end), size(y, 2))
opts = odeset('RelTol', 1e-10, 'AbsTol', 1e-12);
[t, y] = ode113(@(t, y) -y, [0 1 2 5], 1, opts);
fprintf('%g ', t); fprintf('\n');
fprintf('%.8f\n', y)
% van der Pol, mu = 1 (the MathWorks ode113 example), at t = 20
vdp = @(t, y) [y(2); (1 - y(1)^2)*y(2) - y(1)];
[t, y] = ode113(vdp, [0 20], [2; 0]);
fprintf('%g %d %.2f\n', t(end), size(y, 2), y(end, 1))
[t, y] = ode113(vdp, [0 20], [2; 0], opts);
fprintf('%.6f %.6f\n', y(end, :))
% extra parameters (the MathWorks ode113 example with A = 1, B = 2)
A = 1; B = 2;
[t, y] = ode113(@(t, y) [y(2); (A/B)*t.*y(1)], [0 5], [0 0.01], opts);
fprintf('%.6f %.6f\n', y(end, :))
[t, y] = ode113(@(t, y, a, b) [y(2); (a/b)*t.*y(1)], [0 5], [0 0.01], opts, A, B);
fprintf('%.6f %.6f\n', y(end, :))
% two-body orbit of eccentricity 0.5: back at the start after one period
f = @(t, y) [y(3); y(4); -y(1:2) / norm(y(1:2))^3];
[t, y] = ode113(f, [0 pi 2*pi], [0.5; 0; 0; sqrt(3)], opts);
fprintf('%.6f %.6f %.6f %.6f\n', abs(y(2:3, :))')
% backwards in time, complex, mass, NonNegative, MaxStep, NormControl
[t, y] = ode113(@(t, y) y, [1 0], exp(1), opts);
fprintf('%.8f\n', y(end))
[t, y] = ode113(@(t, y) 1i*y, [0 pi], complex(1), opts);
fprintf('%.6f %.6f\n', real(y(end)), abs(imag(y(end))))
[t, y] = ode113(@(t, y) -y, [0 1], 1, odeset('Mass', 2, 'RelTol', 1e-8));
fprintf('%.6f\n', y(end))
[t, y] = ode113(@(t, y) -abs(y), [0 40], 1, odeset('NonNegative', 1));
fprintf('%d %d\n', all(y >= 0), y(end) < 1e-6)
[t, y] = ode113(@(t, y) -y, [0 1], 1, odeset('MaxStep', 0.01));
fprintf('%d %.4f\n', max(diff(t)) <= 0.01 + 1e-12, y(end))
[t, y] = ode113(@(t, y) -y, [0 1], 1, odeset('InitialStep', 1e-4));
fprintf('%g %.4f\n', t(2), y(end))
[t, y] = ode113(@(t, y) [y(2); -y(1)], [0 10], [0; 1], odeset('NormControl', 'on', 'RelTol', 1e-8));
fprintf('%d\n', abs(y(end, 1) - sin(10)) < 1e-6)
% Refine: that many points per step
[t1, y1] = ode113(@(t, y) -y, [0 1], 1);
[t4, y4] = ode113(@(t, y) -y, [0 1], 1, odeset('Refine', 4));
fprintf('%d %d\n', numel(t4) - 1 == 4*(numel(t1) - 1), all(abs(y4 - exp(-t4)) < 1e-3))
% events: the ball thrown up at 20 m/s lands at t = 20/4.9
opts = odeset('Events', @(t, y) deal(y(1), 1, -1), 'RelTol', 1e-8);
[t, y, te, ye, ie] = ode113(@(t, y) [y(2); -9.8], [0 10], [0; 20], opts);
fprintf('%.6f %.6f %d %.6f\n', te, ye(2), ie, t(end))
% the sol structure and deval
sol = ode113(@(t, y) [y(2); -9.8], [0 10], [0; 20], opts);
fprintf('%s %.6f %d\n', sol.solver, sol.xe, sol.ie)
x = [0.5 2 4];
fprintf('%d\n', all(abs(deval(sol, x, 1) - (20*x - 4.9*x.^2)) < 1e-6))
opts = odeset('RelTol', 1e-10, 'AbsTol', 1e-12);
sol = ode113(@(t, y) [y(2); -y(1)], [0 20], [0; 1], opts);
disp(fieldnames(sol)')
disp(fieldnames(sol.idata)')
fprintf('%d %d %d\n', size(sol.idata.phi3d, 2), numel(sol.idata.kvec) == numel(sol.x) - 1, max(sol.idata.kvec) > 5)
fprintf('%d\n', sol.stats.nfevals == 1 + 2*sol.stats.nsteps + sol.stats.nfailed)
x = [0.3 7.7 19.99];
[yy, yp] = deval(sol, x);
fprintf('%d %d\n', all(abs(yy(1, :) - sin(x)) < 1e-8), all(abs(yp(1, :) - cos(x)) < 1e-7))
fprintf('%d\n', isequal(deval(sol, sol.x(5)), sol.y(:, 5)))
fprintf('%.7f\n', deval(x, sol, 2))
% the output function sees each requested point
ode113(@(t, y) -y, [0 0.5 1], 1, odeset('OutputFcn', @odeprint));
try
    ode113(@(t, y) [y; y], [0 1], 1)
catch err
    disp(err.identifier)
end
