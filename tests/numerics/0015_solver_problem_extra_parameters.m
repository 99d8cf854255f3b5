% The problem-structure form, extra parameters after the options, and
% abbreviated option names.
problem.objective = @(x) (x(1) - 1)^2 + (x(2) + 2)^2;
problem.x0 = [0 0];
problem.solver = 'fminsearch';
problem.options = optimset('TolX', 1e-8, 'TolFun', 1e-8);
x = fminsearch(problem);
disp(round(x * 1e4) / 1e4)
x = fminsearch(@(x, c) (x - c)^2, 0, optimset('TolX', 1e-8), 3);
fprintf('%.6f\n', x)
x = fminsearch(@(x, c) (x - c)^2, 0, [], 5);
fprintf('%.6f\n', x)
p.objective = @cos; p.x1 = 3; p.x2 = 4; p.solver = 'fminbnd'; p.options = optimset('TolX', 1e-10);
fprintf('%.8f\n', fminbnd(p))
fprintf('%.4f\n', fminbnd(@(x, s) cos(x) * s, 3, 4, [], 2))
q.objective = @(x) x^3 - 2; q.x0 = 1; q.solver = 'fzero'; q.options = [];
fprintf('%.10f\n', fzero(q))
fprintf('%.10f\n', fzero(@(x, a) x^2 - a, [0 3], [], 2))
o = optimset('maxit', 7, 'tolf', 1e-3);
disp(o.MaxIter), disp(o.TolFun)
disp(optimget(o, 'maxi'))
try
  optimset('max', 3)
catch e
  disp(e.message)
end
try
  fminsearch(struct('objective', @sin, 'x0', 1, 'solver', 'fzero'))
catch e
  disp(e.message)
end
[q, r] = deconv([3; 6], [1 2 3])
[q, r] = deconv([1; 5; 6], [1 2])
[q, r] = deconv([1 5 6], [1; 2])
