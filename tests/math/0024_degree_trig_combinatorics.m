% Exact degree-based trigonometry (real and complex), and nchoosek/perms
% on char, logical, cell and struct sets (see tests/math/README.md).
disp(sind([0 90 180 270 360 -180]) == [0 1 0 -1 0 0])
disp(cosd([0 90 180 270 360 -90]) == [1 0 -1 0 1 0])
disp(tand([0 90 180 270]))
z = sind(180 + 180i);
fprintf('%d %.13g\n', real(z) == 0, imag(z));
z = cosd(90 + 180i);
fprintf('%d %.13g\n', real(z) == 0, imag(z));
z = sind(1e6 + 180i);
fprintf('%.13g %.13g\n', real(z), imag(z));
z = cosd(1e6 + 180i);
fprintf('%.13g %.13g\n', real(z), imag(z));
z = tand([180+1i 15+2i 10+3i]);
fprintf('%.4f %.4f\n', [real(z); imag(z)]);
fprintf('%.13g\n', abs(coth(pi/2*1i)) < 1e-15);
try
  sind('abc');
  disp('no error');
catch err
  disp(err.message);
end
c = nchoosek('abc', 2)
class(nchoosek([true false true], 2))
size(nchoosek('ab', 0)), class(nchoosek('ab', 3)), size(nchoosek('ab', 3))
k = nchoosek({1, 'x', 3}, 2)
s = struct('a', {1, 2, 3});
t = nchoosek(s, 2);
disp(size(t)); disp([t(:, 1).a; t(:, 2).a]);
p = perms('abc')
q = perms({1, 'y'})
fprintf('%.15g\n', betaln(3, 4) - log(1/60));
try
  beta([1 2 3], [1 2 3]');
  disp('no error');
catch err
  disp('size error');
end
