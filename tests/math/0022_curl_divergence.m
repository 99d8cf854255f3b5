% curl and divergence of 2-D and 3-D fields, with and without coordinate
% arrays (meshgrid arrays, or the grid vectors), and the size errors.
[X, Y] = meshgrid(-20:20, -22:22);
av = curl(2*(X - Y), Y);
fprintf('%d\n', all(av(:) == 1))
[cz, av] = curl(2*(X - Y), Y);
fprintf('%d %d\n', all(cz(:) == 2), all(av(:) == 1))
[cz, av] = curl(X/2, Y/2, 2*(X - Y), Y);
fprintf('%d %d %d\n', all(cz(:) == 4), all(av(:) == 2), isequal(size(cz), size(X)))
div = divergence(X - Y, Y);
fprintf('%d\n', all(div(:) == 2))
[x, y] = meshgrid(-4:4, -4:4);
[cz, cav] = curl(x, y, -2*y, 2*x);
fprintf('%g %g\n', cz(1, 1), cav(5, 5))
[x, y] = meshgrid([0 1 3 6], [0 2 3]);
F1 = x.^2 .* y; F2 = x - y.^2;
[cz, cav] = curl(x, y, F1, F2);
fprintf('%g ', cz); fprintf('\n');
fprintf('%g ', cav); fprintf('\n');
fprintf('%g ', divergence(x, y, F1, F2)); fprintf('\n');
[x, y, z] = meshgrid(0:0.5:2, 0:1:3, 0:0.25:1);
u = y.*z; v = x.^2; w = x.*y.*z;
[cx, cy, cz, cav] = curl(x, y, z, u, v, w);
fprintf('%d %d %d\n', size(cx))
fprintf('%.4f %.4f %.4f %.4f\n', cx(2,3,2), cy(2,3,2), cz(2,3,2), cav(2,3,2))
d = divergence(x, y, z, u, v, w);
fprintf('%.4f %.4f %.4f\n', d(2,3,2), d(1,1,1), d(4,5,5))
[cx, cy, cz, cav] = curl(u, v, w);
fprintf('%.4f %.4f %.4f %.4f\n', cx(2,3,2), cy(2,3,2), cz(2,3,2), cav(2,3,2))
cav = curl(u, v, w);
fprintf('%.4f\n', cav(3,3,3))
d = divergence(u, v, w);
fprintf('%.4f\n', d(3,3,3))
d = divergence(x(1,:,1), y(:,1,1), z(1,1,:), u, v, w);
fprintf('%.4f\n', d(3,3,3))
try
    curl(1:3, [1 2])
catch err
    disp(err.message)
end
try
    divergence(ones(3), ones(3), ones(3))
catch err
    disp(err.message)
end
