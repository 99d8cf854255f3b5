% expint of complex arguments (principal branch, cut along the negative
% reals), against GNU Octave 7 printed to 13 significant digits.
z = [1i, 10i, 32.5 + 1i, -50 - 50i, -10 + 2i, 0.5 - 0.25i, 3 + 4i, -2 - 1e-3i];
w = expint(z);
for k = 1:numel(z)
    fprintf('%.12e %+.12ei\n', real(w(k)), imag(w(k)));
end
% Conjugate arguments give conjugate values.
disp(max(abs(expint(conj(z)) - conj(w)) ./ abs(w)) < 1e-13)
% A complex argument with zero imaginary part is a real one.
fprintf('%.12e %+.12ei\n', real(expint(complex(-1, 0))), imag(expint(complex(-1, 0))));
disp(class(expint(single(1i))))
