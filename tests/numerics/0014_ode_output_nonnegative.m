% OutputFcn, OutputSel, Refine, NonNegative and complex initial values of
% the ODE solvers. Printed are the output function's call sequence and the
% shapes it receives, exact values and tolerance-bounded properties, never
% step-dependent values.
function main
  global calls
  % The call sequence: 'init' with [t0 tfinal] and y0(OutputSel), then ''
  % after each step with a row of times and one column per time, then
  % 'done' with empty t and y.
  calls = {};
  opts = odeset('OutputFcn', @record, 'OutputSel', 2);
  [t, y] = ode45(@(t, y) [-y(1); 1], [0 1], [1; 0], opts);
  disp(calls{1})
  disp(calls{end})
  steps = calls(2:end-1);
  disp(all(strcmp(steps, 'step 1 ok')))
  % Every output point but the first reaches the output function once:
  % Refine 4 gives four per step.
  disp(numel(steps) * 4 == numel(t) - 1)
  % Refine 2 with ode23 (whose default is 1).
  calls = {};
  opts = odeset('OutputFcn', @record, 'Refine', 2);
  [t, y] = ode23(@(t, y) -y, [0 1], 1, opts);
  disp(calls{1})
  disp(numel(calls(2:end-1)) * 2 == numel(t) - 1)
  % A tspan with more entries: exactly those times are passed, in order,
  % only from steps that contain some.
  global seen
  seen = [];
  opts = odeset('OutputFcn', @collect);
  [t, y] = ode45(@(t, y) 1, [0 0.25 0.5 1], 0, opts);
  disp(isequal(seen, [0.25 0.5 1]))
  fprintf('%.4f ', y); fprintf('\n');
  % A true status stops the integration after that step.
  opts = odeset('OutputFcn', @(t, y, flag) strcmp(flag, '') && t(end) >= 0.3);
  [t, y] = ode45(@(t, y) -y, [0 1], 1, opts);
  disp(t(end) >= 0.3 && t(end) < 1)
  % Extra parameters after the options reach the output function too.
  opts = odeset('OutputFcn', @withparameter);
  sol = ode23(@(t, y, p) p * y, [0 1], 1, opts, -2);
  fprintf('%.3f\n', sol.y(end));
  % odeprint prints t and the selected components.
  opts = odeset('OutputFcn', @odeprint, 'OutputSel', 1);
  [t, y] = ode23(@(t, y) [1; 2], [0 1 2], [0; 0], opts);
  % NonNegative: y' = -|y| from 1 decays to zero (the MathWorks example).
  [t, y] = ode45(@(t, y) -abs(y), [0 40], 1, odeset('NonNegative', 1));
  disp(all(y >= 0))
  disp(abs(y(end)) < 1e-3)
  sol = ode23(@vdp, [0 2], [2 0], odeset('NonNegative', 2));
  disp(all(sol.y(2, :) >= 0))
  disp(abs(sol.y(1, end) - 2) < 0.1)
  % ode23s ignores NonNegative with MATLAB's warning.
  lastwarn('');
  warning('off', 'MATLAB:ode23s:NonNegativeIgnored');
  [t, y] = ode23s(@(t, y) -y, [0 1], 1, odeset('NonNegative', 1));
  [~, id] = lastwarn();
  disp(id)
  % Complex initial values give complex solutions.
  [t, y] = ode45(@(t, y) 1i * y, [0 pi], complex(1));
  fprintf('%.3f %d\n', real(y(end)), abs(imag(y(end))) < 1e-3);
  for solver = {@ode45, @ode23, @ode23s, @ode15s, @ode23t, @ode23tb}
    f = solver{1};
    sol = f(@(x, y) 1, [0 1], 1i);
    [x, y] = f(@(x, y) 1, [0 1], 1i);
    fprintf('%s %d %d %d %.4f\n', func2str(f), isreal(y), ...
            all(abs(imag(sol.y) - 1) < 1e-12), all(abs(imag(y) - 1) < 1e-12), real(y(end)));
  end
  [t, y] = ode23(@(t, y) [-1i * y(1); -y(2)], [0 1], complex([1; 1]));
  fprintf('%.3f %.3f %.3f\n', real(y(end, 1)), imag(y(end, 1)), real(y(end, 2)));
  fprintf('%d %d\n', isreal(y), abs(imag(y(end, 2))) < 1e-12);
end

function status = record(t, y, flag)
  global calls
  status = false;
  switch flag
    case 'init'
      calls{end + 1} = sprintf('init %s %s', mat2str(t), mat2str(size(y)));
    case ''
      calls{end + 1} = sprintf('step %d %s', size(y, 1), ...
        tern(size(t, 1) == 1 && size(y, 2) == numel(t)));
    case 'done'
      calls{end + 1} = sprintf('done %d %d', isempty(t), isempty(y));
  end
end

function s = tern(ok)
  if ok
    s = 'ok';
  else
    s = 'bad';
  end
end

function status = collect(t, y, flag)
  global seen
  status = false;
  if isempty(flag)
    seen = [seen t];
  end
end

function status = withparameter(t, y, flag, p)
  status = false;
  if strcmp(flag, 'init')
    fprintf('init with p = %d\n', p);
  end
end

function dy = vdp(t, y)
  dy = [y(2); (1 - y(1)^2) * y(2) - y(1)];
end
