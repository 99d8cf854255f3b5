% 0013_rat.m: rat, numerator and denominator and the continued fraction text
[n, d] = rat(pi);
fprintf('%d/%d\n', n, d)
disp(rat(pi))
disp(rat(pi, 1e-7))
[n, d] = rat(pi, 1e-7);
fprintf('%d/%d\n', n, d)
[n, d] = rat([0.75 -1.5; 0.1 2]);
disp(n)
disp(d)
disp(rat(0.75))
[n, d] = rat(0.3333);
fprintf('%d/%d\n', n, d)
[n, d] = rat([Inf -Inf NaN]);
disp([n; d])
[n, d] = rat(single(0.5));
disp(class(n))
r = rat([0.5; 0.25]);
disp(size(r))
