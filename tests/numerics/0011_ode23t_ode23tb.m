% ode23t (trapezoidal rule) and ode23tb (TR-BDF2): stiff problems, masses,
% an index-1 DAE (ode23t only), Jacobian options, events, deval and the
% order of convergence, against closed forms, published reference values
% and tight-tolerance ode15s.
solvers = {@ode23t, @ode23tb};
f = @(t, y) -1000*(y - cos(t)) - sin(t);
rob = @(t, y) [-0.04*y(1) + 1e4*y(2)*y(3); 0.04*y(1) - 1e4*y(2)*y(3) - 3e7*y(2)^2; 3e7*y(2)^2];
vdp = @(t, y) [y(2); 1000*(1 - y(1)^2)*y(2) - y(1)];
J = @(t, y) [0 1; -2000*y(1)*y(2) - 1, 1000*(1 - y(1)^2)];
for k = 1:2
    solver = solvers{k};
    fprintf('-- %s\n', func2str(solver));
    % The stiff problem whose solution is cos t.
    [t, y] = solver(f, [0 1 2], 1);
    fprintf('%g ', t); fprintf('\n');
    fprintf('%.3f\n', y)
    sol = solver(f, [0 2], 1);
    fprintf('%s %d\n', sol.solver, sol.stats.nsteps < 100)
    names = fieldnames(sol.stats);
    fprintf('%s ', names{:}); fprintf('\n');
    % Robertson's chemical kinetics at t = 40.
    opts = odeset('RelTol', 1e-4, 'AbsTol', [1e-6 1e-10 1e-6]);
    [t, y] = solver(rob, [0 40], [1 0 0], opts);
    fprintf('%.3f %.1e %.3f\n', y(end, :))
    % van der Pol, mu = 1000, at t = 3000, against ode15s.
    opts = odeset('RelTol', 1e-6, 'AbsTol', 1e-9, 'Jacobian', J);
    [t, y] = solver(vdp, [0 3000], [2 0], opts);
    [t15, y15] = ode15s(vdp, [0 3000], [2 0], opts);
    fprintf('%.2f %d\n', y(end, 1), abs(y(end, 1) - y15(end, 1)) < 1e-3)
    % Order 2: in fixed steps h, h/2, h/4 the error falls fourfold.
    g = @(t, y) cos(t) - (y - sin(t));
    err = zeros(1, 3);
    for j = 1:3
        h = 0.2 / 2^(j - 1);
        opts = odeset('RelTol', 1e-2, 'AbsTol', 1e-2, 'InitialStep', h, 'MaxStep', h);
        [t, y] = solver(g, [0 2], 0, opts);
        err(j) = abs(y(end) - sin(2));
    end
    fprintf('%.1f ', log2(err(1:2) ./ err(2:3))); fprintf('\n');
    % A time-dependent mass, (1 + t) y' = y: y = 1 + t; a state-dependent
    % one, y y' = 1: y = sqrt(1 + 2t).
    opts = odeset('Mass', @(t) 1 + t, 'MStateDependence', 'none', 'RelTol', 1e-6);
    [t, y] = solver(@(t, y) y, [0 1 3], 1, opts);
    fprintf('%.4f\n', y)
    opts = odeset('Mass', @(t, y) y, 'MStateDependence', 'weak', 'RelTol', 1e-6);
    [t, y] = solver(@(t, y) 1, [0 4], 1, opts);
    fprintf('%.4f\n', y(end))
    % A constant mass with a constant Jacobian: 5 y' = 5 (t - y + 1),
    % y = t + exp(-t).
    opts = odeset('Mass', 5, 'Jacobian', -5, 'RelTol', 1e-6, 'Stats', 'off');
    [t, y] = solver(@(t, y) 5*(t - y + 1), [0 10], 1, opts);
    fprintf('%.4f\n', y(end))
    % JPattern, extra parameters after the options, backwards in time.
    opts = odeset('JPattern', sparse([1 0; 0 1]), 'RelTol', 1e-6, 'AbsTol', 1e-9);
    [t, y] = solver(@(t, y, a) [-a*y(1); -y(2)], [0 1], [1 1], opts, 5);
    fprintf('%.4f %.4f\n', y(end, 1), y(end, 2))
    [t, y] = solver(@(t, y) y, [1 0], exp(1), odeset('RelTol', 1e-6));
    fprintf('%.4f\n', y(end))
    % A terminal event: y' = -y crosses 0.5 at log(2).
    opts = odeset('Events', @(t, y) deal(y - 0.5, 1, -1), 'RelTol', 1e-8, 'AbsTol', 1e-10);
    [t, y, te, ye, ie] = solver(@(t, y) -y, [0 5], 1, opts);
    fprintf('%.4f %.4f %d %d\n', te, ye, ie, t(end) == te)
    % deval on the sol structure, and its derivative output.
    sol = solver(@(t, y) -y, [0 5], 1, odeset('RelTol', 1e-6, 'AbsTol', 1e-9));
    [yi, ypi] = deval(sol, [0.5 2.5 5]);
    fprintf('%d %d\n', max(abs(yi - exp(-[0.5 2.5 5]))) < 1e-4, max(abs(ypi + yi)) < 1e-3)
    fprintf('%d %d %d\n', size(sol.idata.yp3d, 1), size(sol.idata.yp3d, 2), size(sol.idata.yp3d, 3) == numel(sol.x) - 1)
    fprintf('%d\n', deval(sol, sol.x(3)) == sol.y(3))
end
% ode23t solves Robertson as an index-1 DAE (conservation for the third
% equation, mass diag(1, 1, 0)), correcting the inconsistent y3 = 0.5.
robdae = @(t, y) [-0.04*y(1) + 1e4*y(2)*y(3); 0.04*y(1) - 1e4*y(2)*y(3) - 3e7*y(2)^2; y(1) + y(2) + y(3) - 1];
opts = odeset('RelTol', 1e-4, 'AbsTol', [1e-6 1e-10 1e-6], 'Mass', [1 0 0; 0 1 0; 0 0 0]);
[t, y] = ode23t(robdae, [0 0.4 40], [1 0 0.5], opts);
fprintf('%.3f %.1e %.3f\n', y')
fprintf('%d\n', max(abs(sum(y, 2) - 1)) < 1e-6)
sol = ode23t(robdae, [0 40], [1 0 0], odeset(opts, 'MassSingular', 'yes'));
fprintf('%.3f\n', deval(sol, 40, 1))
try
    ode23tb(robdae, [0 40], [1 0 0], opts)
catch err
    disp(err.identifier)
end
try
    ode23t(@(t, y) [y(2); y(1)], [0 1], [1 0], odeset('Mass', [1 0; 0 0]))
catch err
    disp(err.identifier)
end
try
    ode23t(@(t, y) -y, [0 1], 1, odeset('NonNegative', 1))
catch err
    disp(err.message)
end
try
    ode23tb(@(t, y) [1; 2], [0 1], 1)
catch err
    disp(err.identifier)
end
