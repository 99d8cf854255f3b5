% 0012_complex.m: DISPLAY.md R4.5, complex parts in %9.4f / %7.4f
% values cross-checked against GNU Octave 7
w = [1+2i 3-4i; 5 6i]
z = 3+4i
u = 1+10i
c = complex(1, 0)
