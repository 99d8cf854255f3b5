% linsolve warnings (suppressed by a second output) and errors.
x = linsolve([1 2; 2 4], [1; 1]);
x = linsolve(diag([1 1e-20]), [1; 1]);
[x, r] = linsolve(diag([1 1e-20]), [1; 1])
x = linsolve([1 0; 0 0; 0 0], [1; 1; 1]);
[x, r] = linsolve([1 0; 0 0; 0 0], [1; 1; 1])
x = linsolve(single([2 0; 0 4]), [1; 1])
class(x)
try
  linsolve(eye(2), [1; 2], struct('LT', true, 'UT', true))
catch err
  disp(err.message)
end
try
  linsolve(eye(2), [1; 2; 3])
catch err
  disp(err.message)
end
