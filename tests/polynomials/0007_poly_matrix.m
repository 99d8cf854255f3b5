% poly: roots (real, complex, conjugate pairs), the characteristic
% polynomial of a square matrix, empty input, single class, errors.
disp(mat2str(poly([1 2 3])))
disp(mat2str(round(poly([1 2; 3 4]) * 1e8) / 1e8))
p = poly(magic(3));
disp(mat2str(round(p * 1e8) / 1e8))
p = poly([1+2i 1-2i])
isreal(p)
p = poly([1i 2])
p = poly([])
class(poly(single([1 2])))
A = [0 1; -2 -3];
disp(mat2str(round(poly(A) * 1e8) / 1e8))
try
    poly(ones(2, 3))
catch err
    disp(err.message)
end
