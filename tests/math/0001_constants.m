% The imaginary unit, a variable named i hiding it, and the limits.
z = 4 + i;
fprintf('%g %g\n', real(z), imag(z));
w = 3 - 2j;
fprintf('%g %g\n', real(w), imag(w));
fprintf('%g %g\n', real(1i * 1i), imag(2j));
fprintf('%d\n', isreal(i), isreal(3));
for i = 1:3
end
fprintf('%g\n', i);
j = 10;
fprintf('%g\n', j + 1);
clear i
fprintf('%g\n', imag(i));
fprintf('%.17g\n', pi, eps, realmax, realmin, flintmax);
fprintf('%.9g\n', eps('single'), realmax('single'), realmin('single'), flintmax('single'));
fprintf('%d\n', intmax, intmin, intmax('int8'), intmin('int16'), intmax('uint16'));
disp(class(intmax('uint8')))
fprintf('%.17g\n', eps(1), eps(1000), eps(0));
