% deval inside the last step of a solution that a terminal event ended:
% the step's interpolant must be the one the solver used, so values there
% agree with the exact solution to the solver's tolerance.
opts = odeset('Events', @(t,y) deal(y(1), 1, -1), 'RelTol', 1e-10, 'AbsTol', 1e-12);
ball = @(t,y) [y(2); -9.8];
for name = {'ode45', 'ode23', 'ode113'}
    solver = str2func(name{1});
    sol = solver(ball, [0 10], [0; 20], opts);
    te = sol.x(end);
    last = sol.x(end-1);
    tt = last + [0.25 0.5 0.75 0.999] * (te - last);
    y = deval(sol, tt);
    exact = [20*tt - 4.9*tt.^2; 20 - 9.8*tt];
    fprintf('%s: te = %.8f, last-step error below 1e-8: %d\n', name{1}, te, ...
        max(abs(y(:) - exact(:))) < 1e-8);
end
% A decaying solution stopped where it crosses 1/2 (at log 2).
opts = odeset('Events', @(t,y) deal(y - 0.5, 1, 0), 'RelTol', 1e-9, 'AbsTol', 1e-12);
for name = {'ode45', 'ode23'}
    solver = str2func(name{1});
    sol = solver(@(t,y) -y, [0 5], 1, opts);
    te = sol.x(end);
    tt = linspace(sol.x(end-1), te, 5);
    fprintf('%s: te = %.8f, error below 1e-7: %d\n', name{1}, te, ...
        max(abs(deval(sol, tt) - exp(-tt))) < 1e-7);
end
