% ode45 and ode23 against closed forms (values at requested tspan points)
[t, y] = ode45(@(t, y) -y, [0 1 2], 1);
fprintf('%g ', t); fprintf('\n');
fprintf('%.4f\n', y)
[t, y] = ode45(@(t, y) 2*t, [0 5], 0);
fprintf('%g %.6f\n', t(end), y(end))
fprintf('%d\n', size(y, 2))
opts = odeset('RelTol', 1e-8, 'AbsTol', 1e-10);
[t, y] = ode45(@(t, y) [y(2); -y(1)], [0 pi/2 pi], [0; 1], opts);
fprintf('%.6f %.6f\n', y(2,1), y(3,2))
fprintf('%d\n', all(abs(y(:) - [0; 1; 0; 1; 0; -1]) < 1e-6))
[t, y] = ode23(@(t, y) -2*y, [0 0.5 1], 1);
fprintf('%.3f\n', y)
fprintf('%g\n', odeget(opts, 'RelTol'))
fprintf('%g\n', odeget(opts, 'MaxStep', 0.5))
sol = ode45(@(t, y) -y, [0 1], 1);
fprintf('%s %.4f\n', sol.solver, sol.y(end))
% van der Pol, mu = 1 (MathWorks ode45 example), value at t = 20
[t, y] = ode45(@(t, y) [y(2); (1 - y(1)^2)*y(2) - y(1)], [0 20], [2; 0]);
fprintf('%g %d\n', t(end), size(y, 2))
try
    ode45(@(t, y) [y; y], [0 1], 1)
catch err
    disp(err.identifier)
end
try
    ode45(@(t, y) -y, [1 1], 1)
catch err
    disp(err.message)
end
