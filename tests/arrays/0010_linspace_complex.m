% linspace with complex endpoints spaces the real and imaginary parts.
x = linspace(1, 5-5i, 5);
disp(mat2str(real(x)))
disp(mat2str(imag(x)))
disp(mat2str(isreal(x)))
y = linspace(single(-1-1i), 1+1i, 3);
disp(class(y))
disp(mat2str(double(real(y))))
disp(mat2str(double(imag(y))))
z = linspace(2i, 4i, 3);
disp(mat2str(imag(z)))
w = linspace(Inf + 1i, Inf + 1i, 3);
disp(mat2str(real(w)))
disp(mat2str(imag(w)))
disp(mat2str(size(linspace(1i, 2, 0))))
