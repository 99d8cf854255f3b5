% Results leave the reals outside the real domain; complex arguments.
show = @(z) fprintf('%.15g %.15g\n', [real(z(:)) imag(z(:))].');
show(asin(2)); show(asin(-2)); show(acos(2)); show(acos(-2));
show(acosh(0.5)); show(acosh(-2)); show(atanh(2)); show(atanh(-2));
show(asec(0.5)); show(acsc(0.5)); show(asec(-0.5));
v = asin([0.5 2]);
fprintf('%d\n', isreal(v), isreal(asin([0.5 1])));
show(v);
z = 1 + 2i;
show(sin(z)); show(cos(z)); show(tan(z)); show(sinh(z)); show(cosh(z)); show(tanh(z));
show(asin(z)); show(acos(z)); show(atan(z)); show(asinh(z)); show(acosh(z)); show(atanh(z));
show(sec(z)); show(csc(z)); show(cot(z));
show(log(-1)); show(sqrt(-4)); show(log([-1 1]));
disp(class(asin(single(2))))
