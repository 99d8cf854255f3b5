% 0002_end_tolerance.m: a stop value a rounding error short of the last step
% still ends the range there (MATLAB's colon uses a tolerance on the last
% element); values from GNU Octave 7
stop = (1001/250)/(1/250);
fprintf('%.17g\n', stop)
x = 1:stop;
fprintf('%d %d\n', numel(x), x(end))
fprintf('%d\n', x(end) == 1001)
y = 0:2:(10 - 1e-15);
fprintf('%d %g\n', numel(y), y(end))
z = 1:3.7;
fprintf('%d %g\n', numel(z), z(end))
w = 0:0.1:1;
fprintf('%d %.17g\n', numel(w), w(end))
