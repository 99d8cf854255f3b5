% Scalar loops take a shortcut in the interpreter (no Values built);
% these check that it computes what the general path computes.
% Values cross-checked with GNU Octave (fprintf output).
s = 0; for i = 1:10, s = s + i; end
fprintf('%d\n', s);
m = NaN; for k = [3 NaN 1], m = max(m, k); end
fprintf('%g\n', m);
m = Inf; for k = 5:-1:1, m = min(m, k * 2 - 3); end
fprintf('%g\n', m);
fprintf('%g %g %g %g\n', mod(-7, 3), rem(-7, 3), mod(5, 0), rem(5, 0));
fprintf('%g %g %g %g\n', round(2.5), round(-2.5), fix(-2.7), abs(-3));
fprintf('%g %g\n', floor(-0.5), ceil(-0.5));
t = 0; for k = 1:4, t = t + mod(k, 2) * max(k, 2.5); end
fprintf('%g\n', t);
p = 2; q = p ^ 0.5;
fprintf('%.4f\n', q);
r = -8; z = r ^ (1/3);
fprintf('%s %.4f %.4f\n', class(z), real(z), imag(z));
a = int8(100); a = a + 100;
fprintf('%s %d\n', class(a), a);
b = 3; b = b / 0;
fprintf('%g\n', b);
max = 7; c = max(1);
fprintf('%d\n', c);
