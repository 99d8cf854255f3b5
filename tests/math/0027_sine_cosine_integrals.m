% sinint and cosint (sine and cosine integrals) of real, negative, complex
% and single arguments, printed to 14 significant digits.
x = [0.25, 1, 2.5, 4, 12, 75, 1e3];
fprintf('%.14g\n', sinint(x));
fprintf('%.14g\n', cosint(x));
% Si is odd; Ci of a negative real is Ci(|x|) + i*pi.
fprintf('%.14g\n', sinint(-2.5));
c = cosint(-2.5);
fprintf('%.14g %+.14gi\n', real(c), imag(c));
% Limits and special points.
fprintf('%.14g\n', sinint([0, Inf, -Inf]), cosint([0, Inf]));
fprintf('%d %d\n', isnan([sinint(NaN), cosint(NaN)]));
c = cosint(-Inf);
fprintf('%.14g %+.14gi\n', real(c), imag(c));
% Complex arguments.
z = [3 + 4i, -1 + 0.5i, 0.5 - 7i, 30 + 2i];
s = sinint(z);
c = cosint(z);
for k = 1:numel(z)
    fprintf('%.13e %+.13ei | %.13e %+.13ei\n', real(s(k)), imag(s(k)), real(c(k)), imag(c(k)));
end
% Shape and class are kept.
fprintf('%d %d\n', size(sinint(ones(2, 3))));
disp(class(cosint(single(2))))
fprintf('%.6g\n', sinint(single(2)));
