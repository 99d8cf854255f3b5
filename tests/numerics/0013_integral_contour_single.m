% integral and quadgk on complex paths and single limits (the MathWorks
% integral page: complex limits and waypoints integrate over straight
% segments), fminbnd and fzero with TolX = 0.
f = @(z) 1 ./ (2*z - 1);
q = integral(f, 0, 0, 'Waypoints', [1+1i, 1-1i]);
fprintf('%d %.6f\n', abs(real(q)) < 1e-8, imag(q))
q = integral(@(z) log(z), 1+1i, 1+1i, 'Waypoints', [1-1i, -1, -1i, -1+1i]);
fprintf('%d %.6f\n', abs(real(q)) < 1e-8, imag(q))
q = quadgk(@(z) 1 ./ z, 1, 1, 'Waypoints', [1i, -1, -1i]);
fprintf('%d %.6f\n', abs(real(q)) < 1e-8, imag(q))
q = integral(@sin, -1i, 1i);
fprintf('%d\n', abs(q) < 1e-12)
fprintf('%.6f\n', imag(1.5 * integral(@sqrt, -1, 0)))
disp(class(integral(@sin, single(0), 1)))
disp(class(integral(@sin, 0, 1, 'Waypoints', single(0.5))))
disp(class(integral(@sin, 0, 1)))
fprintf('%.6f\n', integral(@sin, single(0), 1))
o = optimset('TolX', 0);
fprintf('%.6f\n', fminbnd(@cos, pi/2, 3*pi/2, o))
fprintf('%.6f\n', fzero(@(x) x.^2 - 2, [0 2], o))
