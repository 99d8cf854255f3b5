% lscov: ordinary, weighted and generalized least squares with the
% standard errors, mean squared error and covariance of the estimates
% (the MathWorks lscov page example), several right-hand sides, the
% NIST Longley data, and errors.
x1 = [.2 .5 .6 .8 1.0 1.1]';
x2 = [.1 .3 .4 .9 1.1 1.4]';
X = [ones(size(x1)) x1 x2];
y = [.17 .26 .28 .23 .27 .34]';
[b, se_b, mse, S] = lscov(X, y);
fprintf('%.4f ', b, se_b, mse); fprintf('\n')
fprintf('%.4f ', S); fprintf('\n')
w = [1 1 1 1 1 .1]';
[bw, sew_b, msew] = lscov(X, y, w);
fprintf('%.4f ', bw, sew_b); fprintf('%.4e\n', msew)
V = .2*ones(length(x1)) + .8*diag(ones(size(x1)));
[bg, sew_g, mseg] = lscov(X, y, V);
fprintf('%.4f ', bg, sew_g, mseg); fprintf('\n')
[bc, sec] = lscov(X, y, V, 'chol');
fprintf('%d\n', norm([bc sec] - [bg sew_g]) < 1e-14)
[b2, se_b2, mse2, S2] = lscov(X, [y 2*y]);
fprintf('%d %d %d ', size(b2), size(se_b2)); fprintf('%d %d %d\n', size(S2))
fprintf('%d\n', norm(b2 - [b 2*b]) < 1e-14 && norm(mse2 - [mse 4*mse]) < 1e-14 && norm(S2(:,:,2) - 4*S) < 1e-14)
fprintf('%d\n', norm(lscov(X, y) - X\y) < 1e-14)
Z = [60323 83.0 234289 2356 1590 107608 1947
     61122 88.5 259426 2325 1456 108632 1948
     60171 88.2 258054 3682 1616 109773 1949
     61187 89.5 284599 3351 1650 110929 1950
     63221 96.2 328975 2099 3099 112075 1951
     63639 98.1 346999 1932 3594 113270 1952
     64989 99.0 365385 1870 3547 115094 1953
     63761 100.0 363112 3578 3350 116219 1954
     66019 101.2 397469 2904 3048 117388 1955
     67857 104.6 419180 2822 2857 118734 1956
     68169 108.4 442769 2936 2798 120445 1957
     66513 110.8 444546 4681 2637 121950 1958
     68655 112.6 482704 3813 2552 123366 1959
     69564 114.2 502601 3931 2514 125368 1960
     69331 115.7 518173 4806 2572 127852 1961
     70551 116.9 554894 4007 2827 130081 1962];
[b, stdb, mse] = lscov([ones(16, 1) Z(:, 2:end)], Z(:, 1));
fprintf('%.6g ', b); fprintf('\n')
fprintf('%.6g ', stdb); fprintf('%.9g\n', sqrt(mse))
try
    lscov(X, [y; 1])
catch err
    disp(err.message)
end
try
    lscov(X, y, -w)
catch err
    disp(err.message)
end
try
    lscov(X, y, V - eye(6))
catch err
    disp(err.message)
end
