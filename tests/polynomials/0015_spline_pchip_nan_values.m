% spline and pchip leave out the data points whose value is NaN (with
% MATLAB's chckxy warning) instead of spreading the NaN over the fit.
x = 0:10;
y = sin(x);
y(6) = NaN;
ok = ~isnan(y);
s = spline(x, y, x(ok));
disp(max(abs(s - y(ok))) < 1e-14)
p = pchip(x, y, x(ok));
disp(max(abs(p - y(ok))) < 1e-14)
[msg, id] = lastwarn();
disp(id)
% The fit through the remaining points is the fit without them.
pp = spline(x, y);
qq = spline(x(ok), y(ok));
disp(isequal(pp.breaks, qq.breaks) && max(abs(pp.coefs(:) - qq.coefs(:))) < 1e-12)
disp(mat2str(spline([1 2 3 4], [1 NaN 9 16], [2 2.5]), 6))
warning('off', 'MATLAB:chckxy:IgnoreNaN');
disp(mat2str(pchip([1 2 3], [NaN 4 6], [2.5 3]), 6))
try
    spline([1 2 3], [NaN NaN 1], 2)
catch err
    disp(err.message)
end
