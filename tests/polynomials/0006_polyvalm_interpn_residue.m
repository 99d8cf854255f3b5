% polyvalm, interpn and residue
disp(polyvalm([1 2 3 4], [3 -4 1; -2 0 2; -1 4 -3]))
disp(polyvalm([1 -1], [1 2; 3 4]))
[x, y, z] = ndgrid(0:2, 1:4, 2:6);
f = x + y + z;
fprintf('%.4f ', interpn(x, y, z, f, [0.5 1.5], [1.5 2.5], [2.5 5.5])); fprintf('\n');
fprintf('%.4f ', interpn(x, y, z, f, [0.51 1.49], [1.5 2.5], [2.5 5.5], 'nearest')); fprintf('\n');
fprintf('%.4f ', interpn(x, y, z, f, [0.5 9], [1.5 2.5], [2.5 5.5], 'linear', -1)); fprintf('\n');
v = interpn([1 2 3; 4 5 6]);
disp(size(v))
fprintf('%.4f ', v(2, :)); fprintf('\n');
fprintf('%.4f\n', interpn(1:4, [1 4 9 16], 2.5, 'spline'))
[r, p, k] = residue([-4 8], [1 6 8]);
fprintf('%.4f ', r, p); fprintf('\n');
disp(isempty(k))
[r, p, k] = residue([2 0 0 1 0], [1 0 1]);
fprintf('%.4f ', real(r), imag(r), real(p), imag(p)); fprintf('\n');
disp(k)
[b, a] = residue([-12; 8], [-4; -2], []);
disp([b; a(2:end)])
