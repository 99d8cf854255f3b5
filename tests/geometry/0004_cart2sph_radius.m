% cart2sph's radius is sqrt(x.^2 + y.^2 + z.^2), rounded once; huge and
% tiny coordinates still give finite, correct radii (no overflow or underflow
% in the squares).
[t, p, r] = cart2sph([0 1 2], [0 1 2], [0 1 2]);
fprintf('%.17g ', r); fprintf('\n');
disp(r(3) == 2*sqrt(3))
[~, ~, r] = cart2sph(3e200, 4e200, 12e200);
fprintf('%.6g\n', r)
[~, ~, r] = cart2sph(3e-200, 4e-200, 12e-200);
fprintf('%.6g\n', r)
