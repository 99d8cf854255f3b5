% Matrix products: matrix-matrix, matrix-vector, complex, single, scalar.
A = [1 2; 3 4];
B = [5 6; 7 8];
C = A * B
v = A * [1; 1]
r = [1 2] * A
z = [1+2i 3; 4 5i] * [1; 1i];
fprintf('%g%+gi\n', [real(z) imag(z)].');
s = single([1 2; 3 4]) * [1; 1];
disp(class(s))
disp(s.')
k = mtimes(2, A)
E = zeros(2, 0) * zeros(0, 3)
