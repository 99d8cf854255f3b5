% fsolve: a square system, an overdetermined fit, exit flags, outputs
f = @(p) [sin(p(1)) + p(2)^2 + log(p(3)) - 7; 3*p(1) + 2^p(2) - p(3)^3 + 1; p(1) + p(2) + p(3) - 5];
[x, fval, flag] = fsolve(f, [0.5; 2.0; 2.5], optimset('Display', 'off'));
fprintf('%.5f\n', x);
disp([norm(fval) < 1e-6, flag > 0])
t = 0:0.5:5;
y = exp(-0.2*t) + 3;
c = fsolve(@(c) exp(-c(1)*t) + c(2) - y, [0 0], optimset('Display', 'off'));
fprintf('%.4f %.4f\n', c);
[x, fval, flag, out] = fsolve(@(x) 5*x, 0, optimset('Display', 'off'));
disp([x fval flag])
disp(out.algorithm)
[x, fval, flag] = fsolve(@(x) x.^2 + 1, 0, optimset('Display', 'off'));
disp(flag < 0)
[x, fval, flag, out, J] = fsolve(@(x) [x(1)^2 - 4; x(2) - 1], [1; 0], optimset('Display', 'off'));
fprintf('%.6f\n', x);
fprintf('%.3f\n', J);
% FunValCheck 'on': a NaN or Inf objective value is an error
try
  fminsearch(@(x) NaN, 0, optimset('FunValCheck', 'on'));
catch err
  disp('fminsearch: error')
end
try
  fminbnd(@(x) NaN, 0, 1, optimset('FunValCheck', 'on'));
catch err
  disp('fminbnd: error')
end
x = fminsearch(@(x) (x - 1)^2, 0, optimset('FunValCheck', 'off'));
fprintf('%.3f\n', x);
