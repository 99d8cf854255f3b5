% Function forms of the operators.
fprintf('%g\n', plus(2, 3), minus(2, 3), times(2, 3), rdivide(3, 2), ldivide(3, 2));
fprintf('%g\n', power(2, [1 2 3]), mpower(2, 3));
fprintf('%g\n', mtimes([1 2], [3; 4]), mrdivide(6, 3), mldivide(2, 6));
fprintf('%g\n', feval(@plus, 2, 3), feval('times', 4, 5));
fprintf('%d\n', eq(1, 1), ne(1, 1), lt(1, 2), le(2, 2), gt(1, 2), ge(3, 2));
fprintf('%d\n', and(1, 0), or(1, 0), not(0), xor(true, false), xor(1, 1));
fprintf('%g\n', uminus(4), uplus(4), transpose([1 2]), ctranspose([1 2]));
c = arrayfun(@times, [1 2 3], [4 5 6]);
fprintf('%g\n', c);
z = ctranspose(1 + 2i);
fprintf('%g %g\n', real(z), imag(z));
