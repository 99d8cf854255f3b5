% ode45/ode23 with the Events option: a terminal event stops the
% integration at the event time; non-terminal events are only recorded.
opts = odeset('Events', @ground, 'RelTol', 1e-8, 'AbsTol', 1e-10);
[t, y, te, ye, ie] = ode45(@(t, y) [y(2); -9.8], [0 10], [0; 20], opts);
fprintf('stopped at t = %.6f, on the ground: %d\n', t(end), abs(y(end, 1)) < 1e-8);
fprintf('te = %.6f, speed %.6f, ie = %d\n', te, ye(2), ie);
opts = odeset('Events', @zero_crossings, 'RelTol', 1e-8, 'AbsTol', 1e-10);
[t, y, te, ye, ie] = ode23(@(t, y) cos(t), [0.5 10], sin(0.5), opts);
fprintf('ran to t = %.4f\n', t(end));
fprintf('%.5f ', te); fprintf('\n');
disp(ie')
sol = ode45(@(t, y) cos(t), [0.5 10], sin(0.5), opts);
fprintf('%.5f ', sol.xe); fprintf('\n');
disp(size(sol.ye))
disp(sol.ie)

function [value, isterminal, direction] = ground(~, y)
  value = y(1);
  isterminal = 1;
  direction = -1;
end

function [value, isterminal, direction] = zero_crossings(~, y)
  value = y;
  isterminal = 0;
  direction = 0;
end
