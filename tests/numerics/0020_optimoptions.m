% optimoptions: current option names, legacy names mapped to them, changes
% to existing options, and the solvers reading them.
o = optimoptions('fsolve', 'Display', 'off', 'TolX', 1e-10, 'MaxIter', 50);
disp(o.Display)
fprintf('%g %g\n', o.StepTolerance, o.MaxIterations);
o2 = optimoptions(o, 'Display', 'iter');
disp(o2.Display)
fprintf('%g\n', o2.StepTolerance);
o3 = optimoptions(@lsqcurvefit, 'FunctionTolerance', 1e-9);
fprintf('%g\n', o3.FunctionTolerance);
o4 = optimoptions('fsolve', optimset('TolFun', 1e-8));
fprintf('%g\n', o4.FunctionTolerance);
o5 = optimoptions('fminunc', 'TolFun', 1e-7, 'GradObj', 'on');
fprintf('%g %d\n', o5.OptimalityTolerance, o5.SpecifyObjectiveGradient);
F = @(x) [x(1)^2 + x(2)^2 - 4; exp(x(1)) + x(2) - 1];
x = fsolve(F, [1; -1], o);
fprintf('%.6f %.6f\n', x);
c = lsqcurvefit(@(c, t) c(1)*exp(-c(2)*t), [1 1], 0:5, 2*exp(-0.5*(0:5)), [], [], ...
    optimoptions('lsqcurvefit', 'Display', 'off'));
fprintf('%.4f %.4f\n', c);
try
    optimoptions('nosuchsolver');
catch err
    disp(err.message)
end
