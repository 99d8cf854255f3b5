% optimset/optimget and fzero (MathWorks fzero and optimset examples)
o = optimset('TolX', 1e-8, 'display', 'off');
fprintf('%g\n', o.TolX)
fprintf('%g\n', optimget(o, 'tolx'))
fprintf('%g\n', optimget(o, 'MaxIter', 42))
fprintf('%d\n', isempty(o.MaxIter))
d = optimset('fzero');
fprintf('%g\n', d.TolX)
n = optimset(o, 'MaxIter', 10);
fprintf('%g %g\n', n.TolX, n.MaxIter)
x = fzero(@cos, [1 2]);
fprintf('%.10f\n', x)
x = fzero(@sin, 3);
fprintf('%.10f\n', x)
fun = @(x) x.^3 - 2*x - 5;
x = fzero(fun, 2);
fprintf('%.10f\n', x)
[x, fval, exitflag] = fzero(@(x) exp(x) - 2, [0 1]);
fprintf('%.10f %d %d\n', x, abs(fval) < 1e-12, exitflag)
x = fzero(@(x) x - 7, 0, optimset('TolX', 1e-12));
fprintf('%.8f\n', x)
try
    fzero(@(x) x.^2 + 1, [0 1])
catch err
    disp(err.message)
end
