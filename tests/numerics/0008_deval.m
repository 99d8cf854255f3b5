% deval on ode45 and ode23 solution structures, against closed forms:
% y' = -y from y(0) = 1 is exp(-t); y'' = -y from [0; 1] is [sin; cos].
sol = ode45(@(t, y) -y, [0 2], 1);
% sol.x holds the solver's steps, one per successful step plus the start.
disp(numel(sol.x) == sol.stats.nsteps + 1)
disp(size(sol.idata.f3d, 2))
x = linspace(0, 2, 9);
y = deval(sol, x);
disp(size(y))
disp(max(abs(y - exp(-x))) < 1e-3)
% At a mesh point the stored value itself; at the ends too.
disp(isequal(deval(sol, sol.x(3)), sol.y(3)))
disp(deval(sol, 0))
[y, yp] = deval(sol, [0.5 1.5]);
disp(max(abs(yp + y)) < 1e-3)
% The older argument order, and a component index.
opts = odeset('RelTol', 1e-8, 'AbsTol', 1e-10);
sol = ode45(@(t, y) [y(2); -y(1)], [0 pi], [0; 1], opts);
s = deval(linspace(0, pi, 7), sol, 2);
disp(size(s))
disp(max(abs(s - cos(linspace(0, pi, 7)))) < 1e-6)
both = deval(sol, pi/2);
fprintf('%.6f %.6f\n', abs(both))
% ode23 uses its own interpolant.
sol = ode23(@(t, y) -2*y, [0 1], 1);
disp(sol.solver)
disp(size(sol.idata.f3d, 2))
disp(abs(deval(sol, 0.3) - exp(-0.6)) < 1e-3)
% Integration backwards in time.
sol = ode45(@(t, y) y, [1 0], exp(1));
disp(abs(deval(sol, 0.5) - exp(0.5)) < 1e-3)
try
    deval(sol, 2)
catch err
    disp(err.identifier)
end
try
    deval(ode45(@(t, y) -y, [0 1], 1), 0.5, 2)
catch err
    disp(err.identifier)
end
try
    deval(struct('x', 1), 0.5)
catch err
    disp(err.identifier)
end
