% Trigonometric and hyperbolic functions of real arguments.
x = [-2.5 -1 -0.5 0 0.3 1 2];
fprintf('%.15g\n', sin(x), cos(x), tan(x));
fprintf('%.15g\n', sec(x), csc(x(x ~= 0)), cot(x(x ~= 0)));
fprintf('%.15g\n', atan(x), acot(x(x ~= 0)), sinh(x), cosh(x), tanh(x), asinh(x));
y = [-1 -0.5 0 0.25 1];
fprintf('%.15g\n', asin(y), acos(y), atanh(y(abs(y) < 1)));
fprintf('%.15g\n', asec([-3 -1 1 2 10]), acsc([-3 -1 1 2 10]), acosh([1 1.5 10]));
fprintf('%.15g\n', atan2([1 -1 1 -1 0], [1 1 -1 -1 -1]));
fprintf('%.15g\n', atan2(0, 0), atan2(-0, -1));
s = sin(single(1));
disp(class(s))
fprintf('%.7g\n', s);
disp(class(cos(true)))
fprintf('%.15g\n', cos(true));
fprintf('%.15g\n', sin(Inf), cos(NaN), tanh(Inf), atan(-Inf));
