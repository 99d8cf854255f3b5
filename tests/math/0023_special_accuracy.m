% Accuracy of the incomplete gamma and beta functions and their inverses
% in the tails, and their argument rules (see tests/math/README.md).
fprintf('%.14g\n', gammainc(10, 10), gammainc(10, 10, 'upper'));
fprintf('%.14g\n', gammainc([3 2 36], [2 3 18], 'upper'));
fprintf('%.14g\n', gammainc(60, 6, 'upper'));
fprintf('%.14g\n', gammaincinv(1e-15, 1), gammaincinv(1e-3, 1, 'upper'));
fprintf('%.14g\n', betainc(0.5, 1, Inf), betainc(NaN, 1, 2), betainc(0.3, [2 3], 4, 'upper'));
fprintf('%.11g %.14g\n', betaincinv(0.1, 1e-3, 1, 'upper'), betaincinv(0.5, 100, 1));
fprintf('%.14g\n', betaincinv(0.99, 1, 1e-3, 'upper'), betaincinv(1e-20, 2, 3));
x = betaincinv(0.9, 1e-3, 1);
fprintf('%.11g %.14g\n', x, betainc(x, 1e-3, 1));
y = single(0.25);
fprintf('%s %s\n', class(betaincinv(y, 2, 3)), class(gammainc(y, 2)));
calls = {@() gammainc([0 0], [0; 0]), @() betainc(ones(2,2), ones(1,2), 1), ...
         @() betaincinv(-0.1, 1, 1), @() betaincinv('a', 1, 2), ...
         @() gammaincinv(1.1, 1), @() betainc(1.5, 1, 1), @() expint('1')};
for k = 1:numel(calls)
  try
    calls{k}();
    fprintf('%d: no error\n', k);
  catch
    fprintf('%d: error\n', k);
  end
end
