% lsqnonneg, integral3 and humps
C = [0.0372 0.2869; 0.6861 0.7071; 0.6233 0.6245; 0.6344 0.6170];
d = [0.8587; 0.1781; 0.0747; 0.8405];
fprintf('%.4f\n', lsqnonneg(C, d))
[x, resnorm, residual, exitflag, output, lambda] = lsqnonneg([1 0; 0 1; 2 1], [1 -1 1]');
fprintf('%.4f ', x, resnorm, residual, lambda); fprintf('\n');
fprintf('%d %s\n', exitflag, output.algorithm)
f = @(x, y, z) y.*sin(x) + z.*cos(x);
fprintf('%.6f\n', integral3(f, 0, pi, 0, 1, -1, 1))
fprintf('%.6f\n', integral3(@(x, y, z) x.*y.*z, 0, 1, 0, 1, 0, 1))
fprintf('%.6f\n', integral3(@(x, y, z) ones(size(x)), 0, 1, 0, @(x) 1 - x, 0, @(x, y) 1 - x - y))
fprintf('%.4f ', humps([0 0.3 0.9 1])); fprintf('\n');
[xx, yy] = humps;
disp(size(xx)); fprintf('%.4f\n', yy(end))
