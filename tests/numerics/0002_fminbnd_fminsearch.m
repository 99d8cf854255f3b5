% fminbnd and fminsearch (MathWorks examples)
x = fminbnd(@cos, 3, 4);
fprintf('%.4f\n', x)
f = @(x) (x - 2).^2 + 1;
[x, fval, exitflag] = fminbnd(f, 0, 5);
fprintf('%.4f %.4f %d\n', x, fval, exitflag)
[x, fval] = fminbnd(@(x) x.^3 - 2*x, 0, 2);
fprintf('%.4f %.4f\n', x, fval)
fun = @(x) 100*(x(2) - x(1)^2)^2 + (1 - x(1))^2;
x = fminsearch(fun, [-1.2, 1]);
fprintf('%.4f %.4f\n', x)
[x, fval, exitflag] = fminsearch(@(x) (x(1) - 3)^2 + (x(2) + 1)^2, [0 0]);
fprintf('%.3f %.3f %d\n', x, exitflag)
x = fminsearch(@(x) (x - 5).^2, 1);
fprintf('%.3f\n', x)
x = fminsearch(fun, [-1.2, 1], optimset('TolX', 1e-10, 'TolFun', 1e-10));
fprintf('%.6f %.6f\n', x)
