% roots: real, complex, leading and trailing zeros, empty.
disp(mat2str(sort(roots([1 -6 11 -6])), 10))
disp(mat2str(sort(roots([0 0 1 -3 2 0 0])), 10))
r = roots([1 0 1]);
disp(mat2str(sort(imag(r)), 10)); disp(mat2str(abs(real(r)) < 1e-14))
disp(mat2str(size(roots(5))))
disp(mat2str(sort(roots([2 -4])), 10))
