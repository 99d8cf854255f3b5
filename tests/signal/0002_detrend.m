% detrend: linear (default), constant, quadratic, breakpoints, matrices
t = 0:9;
y = detrend(3*t + 2 + [1 -1 1 -1 1 -1 1 -1 1 -1]);
fprintf('%.4f ', y); fprintf('\n');
fprintf('%.4f ', detrend([1 2 4 7], 0)); fprintf('\n');
fprintf('%.4f ', detrend([1 2 4 7], 'constant')); fprintf('\n');
fprintf('%d\n', max(abs(detrend(t.^2 - t, 2))) < 1e-10)
m = detrend([1 2; 2 4; 3 7]);
fprintf('%d ', max(abs(m(:, 1))) < 1e-12); fprintf('%.4f ', m(:, 2)); fprintf('\n');
bp = detrend([1 2 3 4 5 4 3 2 1], 1, 5);
fprintf('%d\n', max(abs(bp)) < 1e-12)
fprintf('%d\n', isa(detrend(single([1 3 2])), 'single'))
try
    detrend([1 2 3], 1.5)
catch err
    disp(err.message)
end
