% isequal and isequaln of sparse matrices compare entries without
% densifying: a 2^31-by-1000 all-zero matrix equals itself (GNU Octave 7's
% isequal test), and sparse and full arrays with the same values are equal
% (the MathWorks isequal page: "isequal ... does not consider ... whether
% the arrays are sparse").
Z = sparse(2^31, 1000);
disp(isequal(Z, Z))
A = sparse([1 0 2; 0 0 3]);
disp([isequal(A, full(A)) isequal(full(A), A) isequal(A, A') isequal(A, sparse([1 0 2; 0 0 4]))])
disp([isequal(sparse(NaN), sparse(NaN)) isequaln(sparse(NaN), sparse(NaN)) isequal(A, logical(A))])
disp(isequal(sparse([1i 0]), sparse([1i 0]), [1i 0]))
