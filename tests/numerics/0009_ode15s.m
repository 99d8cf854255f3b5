% ode15s: stiff problems, orders and BDFs, Jacobians, masses, a DAE with a
% singular mass, events and deval, against closed forms, reference values
% and GNU Octave 7's ode15s.
f = @(t, y) -1000*(y - cos(t)) - sin(t);
[t, y] = ode15s(f, [0 1 2], 1);
fprintf('%g ', t); fprintf('\n');
fprintf('%.3f\n', y)
% Every order and both formula families reach cos(2) to the tolerance.
opts = odeset('RelTol', 1e-6, 'AbsTol', 1e-9);
for k = 1:5
    [t, y] = ode15s(f, [0 2], 1, odeset(opts, 'MaxOrder', k));
    [t, yb] = ode15s(f, [0 2], 1, odeset(opts, 'MaxOrder', k, 'BDF', 'on'));
    fprintf('%d %d %d\n', k, abs(y(end) - cos(2)) < 1e-4, abs(yb(end) - cos(2)) < 1e-4)
end
% Robertson's chemical kinetics at t = 40.
rob = @(t, y) [-0.04*y(1) + 1e4*y(2)*y(3); 0.04*y(1) - 1e4*y(2)*y(3) - 3e7*y(2)^2; 3e7*y(2)^2];
opts = odeset('RelTol', 1e-4, 'AbsTol', [1e-6 1e-10 1e-6]);
[t, y] = ode15s(rob, [0 40], [1 0 0], opts);
fprintf('%.3f %.2e %.3f\n', y(end, :))
% The same as a DAE: the third equation is conservation, with a singular
% mass matrix, and an inconsistent start (y3 = 0.5) is corrected.
robdae = @(t, y) [-0.04*y(1) + 1e4*y(2)*y(3); 0.04*y(1) - 1e4*y(2)*y(3) - 3e7*y(2)^2; y(1) + y(2) + y(3) - 1];
opts = odeset(opts, 'Mass', [1 0 0; 0 1 0; 0 0 0]);
[t, y] = ode15s(robdae, [0 0.4 40], [1 0 0.5], opts);
fprintf('%.3f %.2e %.3f\n', y')
fprintf('%d\n', max(abs(sum(y, 2) - 1)) < 1e-10)
opts = odeset(opts, 'MassSingular', 'yes');
sol = ode15s(robdae, [0 40], [1 0 0], opts);
fprintf('%s %d\n', sol.solver, abs(sol.y(1, end) - 0.7158) < 1e-3)
names = fieldnames(sol.stats);
fprintf('%s ', names{:}); fprintf('\n');
% Stats 'on' prints MATLAB's six lines (the counts depend on the steps).
s = evalc('ode15s(robdae, [0 40], [1 0 0], odeset(opts, ''Stats'', ''on''));');
lines = regexprep(strsplit(strtrim(s), newline), '^\d+ ', '');
fprintf('%s\n', lines{:})
% van der Pol, mu = 1000, with an analytic Jacobian.
vdp = @(t, y) [y(2); 1000*(1 - y(1)^2)*y(2) - y(1)];
J = @(t, y) [0 1; -2000*y(1)*y(2) - 1, 1000*(1 - y(1)^2)];
[t, y] = ode15s(vdp, [0 3000], [2 0], odeset('RelTol', 1e-6, 'AbsTol', 1e-8, 'Jacobian', J));
fprintf('%.3f\n', y(end, 1))
% A time-dependent mass, (1 + t) y' = y: y = 1 + t; and a state-dependent
% one, y y' = 1: y = sqrt(1 + 2t).
opts = odeset('Mass', @(t) 1 + t, 'MStateDependence', 'none', 'RelTol', 1e-6);
[t, y] = ode15s(@(t, y) y, [0 1 3], 1, opts);
fprintf('%.4f\n', y)
opts = odeset('Mass', @(t, y) y, 'RelTol', 1e-6);
[t, y] = ode15s(@(t, y) 1, [0 4], 1, opts);
fprintf('%.4f\n', y(end))
% JPattern and JConstant, extra parameters after the options.
opts = odeset('JPattern', sparse([1 0; 0 1]), 'RelTol', 1e-6, 'AbsTol', 1e-9);
[t, y] = ode15s(@(t, y, a) [-a*y(1); -y(2)], [0 1], [1 1], opts, 5);
fprintf('%.5f %.5f\n', y(end, 1), y(end, 2))
opts = odeset('Jacobian', [-2 1; 1 -2]);
sol = ode15s(@(t, y) [-2 1; 1 -2]*y, [0 1], [1 0], opts);
fprintf('%d\n', sol.stats.npds)
% A terminal event: y' = -y crosses 0.5 at log(2); deval on the sol.
opts = odeset('Events', @(t, y) deal(y - 0.5, 1, -1), 'RelTol', 1e-6, 'AbsTol', 1e-9);
[t, y, te, ye, ie] = ode15s(@(t, y) -y, [0 5], 1, opts);
fprintf('%.4f %.4f %d %d\n', te, ye, ie, t(end) == te)
sol = ode15s(@(t, y) -y, [0 5], 1, odeset('RelTol', 1e-6, 'AbsTol', 1e-9));
[yi, ypi] = deval(sol, [0.5 2.5 5]);
fprintf('%d %d\n', max(abs(yi - exp(-[0.5 2.5 5]))) < 1e-5, max(abs(ypi + yi)) < 1e-3)
fprintf('%d %d\n', size(sol.idata.dif3d, 2), numel(sol.idata.kvec) == numel(sol.x) - 1)
try
    ode15s(@(t, y) -y, [0 1], 1, odeset('MaxOrder', 6))
catch err
    disp(err.message)
end
try
    ode15s(@(t, y) [y(2); y(1)], [0 1], [1 0], odeset('Mass', [1 0; 0 0]))
catch err
    disp(err.identifier)
end
