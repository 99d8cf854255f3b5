% 0001_fortran_exponents.m: D/d exponents (Fortran style) read like E/e
% values cross-checked against GNU Octave 7
a = 1.0D-08;
fprintf('%g\n', a)
b = 2d3
c = 1.5d+2 + 1
x = [1d0 2D1 3.5d-1];
fprintf('%g ', x); fprintf('\n')
z = 2d2i;
fprintf('%g %g\n', real(z), imag(z))
