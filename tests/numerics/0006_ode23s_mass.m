% ode23s (stiff) and the Mass/Jacobian options, against closed forms and
% the van der Pol reference value of GNU Octave's ode tests.
f = @(t, y) -1000*(y - cos(t)) - sin(t);
[t, y] = ode23s(f, [0 1 2], 1);
fprintf('%g ', t); fprintf('\n');
fprintf('%.3f\n', y)
sol = ode23s(f, [0 2], 1);
fprintf('%s %d\n', sol.solver, sol.stats.nsteps < 100)
names = fieldnames(sol.stats);
fprintf('%s ', names{:}); fprintf('\n');
vdp = @(t, y) [y(2); 10*(1 - y(1)^2)*y(2) - y(1)];
opts = odeset('RelTol', 1e-6, 'AbsTol', 1e-8);
[t, y] = ode23s(vdp, [0 2], [2 0], opts);
fprintf('%.4f %.4f\n', y(end, 1), y(end, 2))
opts = odeset(opts, 'Jacobian', @(t, y) [0 1; -20*y(1)*y(2) - 1, 10*(1 - y(1)^2)]);
[t, y] = ode23s(vdp, [0 2], [2 0], opts);
fprintf('%.4f %.4f\n', y(end, 1), y(end, 2))
% 5 y' = 5 (t - y + 1): y = t + exp(-t)
opts = odeset('Mass', 5, 'Jacobian', -5, 'JConstant', 'on');
[t, y] = ode23s(@(t, y) 5*(t - y + 1), [0 10], 1, opts);
fprintf('%g %.3f\n', t(end), y(end))
% A time-dependent mass with ode45: (1 + t) y' = y gives y = 1 + t.
opts = odeset('Mass', @(t) 1 + t, 'MStateDependence', 'none', 'RelTol', 1e-8);
[t, y] = ode45(@(t, y) y, [0 1 3], 1, opts);
fprintf('%.6f\n', y)
% A sparse constant mass with ode23, and extra parameters after options.
opts = odeset('Mass', sparse([2 0; 0 1]), 'RelTol', 1e-8, 'AbsTol', 1e-10);
[t, y] = ode23(@(t, y, k) [-2*k*y(1); -y(2)], [0 1], [1 1], opts, 3);
fprintf('%.5f %.5f\n', y(end, 1), y(end, 2))
% Events work the same with ode23s.
opts = odeset('Events', @(t, y) deal(y(1) - 0.5, 1, -1));
[t, y, te, ye, ie] = ode23s(@(t, y) -y, [0 5], 1, opts);
fprintf('%.2f %.3f %d %d\n', te, ye, ie, abs(t(end) - te) < 1e-12)
try
    ode23s(@(t, y) -y, [0 1], [1; 1], odeset('Mass', eye(3)))
catch err
    disp(err.message)
end
