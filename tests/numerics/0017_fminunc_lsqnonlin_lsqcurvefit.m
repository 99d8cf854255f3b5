% fminunc, lsqnonlin and lsqcurvefit: MathWorks examples and closed forms
opts = optimset('Display', 'off');
fun = @(x) 100*(x(2) - x(1)^2)^2 + (1 - x(1))^2;
[x, fval, exitflag, output] = fminunc(fun, [-1, 2], opts);
fprintf('%.4f %.4f %d %d %s\n', x, fval < 1e-8, exitflag > 0, output.algorithm)
f2 = @(x) exp(x(1)) * (4*x(1)^2 + 2*x(2)^2 + 4*x(1)*x(2) + 2*x(2) + 1);
[x, fval] = fminunc(f2, [-1, 1], opts);
fprintf('%.4f %.4f %d\n', x, abs(fval) < 1e-8)
% the gradient from the objective; a matrix start keeps its shape
[x, fval, flag, out, g, H] = fminunc(@bowl, zeros(2), optimset('GradObj', 'on', 'Display', 'off'));
disp(round(x * 1e4) / 1e4)
fprintf('%d %d %d %d\n', fval < 1e-10, flag, size(g))
disp(round(H * 1e3) / 1e3)
% the Hessian from values alone
[~, ~, ~, ~, g, H] = fminunc(@(x) 3*x(1)^2 + 2*x(1)*x(2) + x(2)^2 - 4*x(1) + 5*x(2), [1 1], opts);
disp(round(H * 1e3) / 1e3)
problem = struct('objective', fun, 'x0', [-1 2], 'solver', 'fminunc', 'options', opts);
fprintf('%.4f %.4f\n', fminunc(problem))
[~, ~, flag, out] = fminunc(fun, [-1 2], optimset('MaxIter', 3, 'Display', 'off'));
fprintf('%d %d\n', flag, out.iterations)
[x, fval, flag] = fminunc(@(x) -x, 0, optimset('ObjectiveLimit', -10, 'Display', 'off'));
fprintf('%d %d\n', flag, fval <= -10)
fminunc(@(x) (x - 3)^2 + 1, 0, optimset('Display', 'final', 'TolFun', 1e-3));
try
    fminunc(@(x) x + NaN, 1, optimset('FunValCheck', 'on'));
catch err
    disp(err.message)
end
% lsqcurvefit: the MathWorks exponential fit
xdata = [0.9 1.5 13.8 19.8 24.1 28.2 35.2 60.3 74.6 81.3];
ydata = [455.2 428.6 124.1 67.3 43.2 28.1 13.1 -0.4 -1.3 -1.5];
model = @(x, xdata) x(1)*exp(x(2)*xdata);
[x, resnorm, residual, flag] = lsqcurvefit(model, [100, -1], xdata, ydata, [], [], opts);
fprintf('%.2f %.4f %.3f %d %d\n', x, resnorm, isequal(size(residual), [1 10]), flag > 0)
% lsqnonlin: the MathWorks Jacobian example, without and with the Jacobian
k = (1:10)';
F = @(x) 2 + 2*k - exp(k*x(1)) - exp(k*x(2));
[x, resnorm, ~, flag, out, ~, J] = lsqnonlin(F, [0.3 0.4], [], [], opts);
fprintf('%.3f %.3f %.2f %d %s %d %d\n', x, resnorm, flag > 0, out.algorithm, size(J))
[x, resnorm] = lsqnonlin(@(x) expsum(x, k), [0.3 0.4], [], [], optimset('Jacobian', 'on', 'Display', 'off'));
fprintf('%.3f %.3f %.2f\n', x, resnorm)
% bounds: the MathWorks normal-density fit, and active bounds with multipliers
t = linspace(-4, 4);
y = 1/sqrt(2*pi)*exp(-t.^2/2);
g = @(x) x(1)*exp(-t).*exp(-exp(-(t - x(2)))) - y;
x = lsqnonlin(g, [1/2, 0], [1/2, -1], [3/2, 3], opts);
fprintf('%.3f %.3f\n', x)
[x, ~, ~, flag, ~, lambda] = lsqnonlin(@(x) [x(1) - 3; x(2) + 1], [0; 1], [-Inf; 0], [2; Inf], opts);
fprintf('%g %g %d | %d %d %d %d\n', x, flag > 0, lambda.lower > 0, lambda.upper > 0)
[x, resnorm, residual, flag] = lsqnonlin(@(x) x - 1, [0 0], [1 1], [0 0], opts);
fprintf('%g %g %d %d %d\n', x, isempty(resnorm), isempty(residual), flag)
try
    lsqcurvefit(model, [100, -1], xdata, ydata(1:5), [], [], opts);
catch err
    disp(err.message)
end

function [f, g] = bowl(x)
    f = sum((x(:) - (1:4)').^2);
    if nargout > 1
        g = 2*(x - [1 3; 2 4]);
    end
end

function [F, J] = expsum(x, k)
    F = 2 + 2*k - exp(k*x(1)) - exp(k*x(2));
    if nargout > 1
        J = [-k.*exp(k*x(1)), -k.*exp(k*x(2))];
    end
end
