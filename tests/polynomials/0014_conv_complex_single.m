% conv of complex and single vectors (MathWorks conv page: complex support,
% single in gives single out, other classes give double), and poly of
% conjugate pairs written with -1i (a -0 real part) is real.
w = conv([1 1i], [1 2])
w = conv([1 1i], [1 -1i])
w = conv([1+2i 3], [2-1i; 1])
w = conv(single([1 2 3]), [1 1])
w = conv(int8([1 2 3]), int8([1 1]))
w = conv([1 2 3 4 5], [1 1i 1], 'same')
w = conv([1 2 3 4 5], [1 1i 1], 'valid')
x = [1, sqrt(2)/2+sqrt(2)/2*i, 1i, -sqrt(2)/2+sqrt(2)/2*i, -1, -sqrt(2)/2-sqrt(2)/2*i, -1i, sqrt(2)/2-sqrt(2)/2*i];
y = poly(x); isreal(y)
