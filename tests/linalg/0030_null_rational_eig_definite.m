% null(A,'r') / null(A,"rational"): the basis read off rref; eig(A,B) with
% symmetric A and symmetric positive definite B: ascending values and
% eigenvectors of unit B-norm (MATLAB's 'chol' algorithm).
x2 = null(magic(4), 'r')
x3 = null(ones(3), "rational")
x4 = null([1 2; 2 4], 'r')
z = null(eye(2), 'r');
disp(size(z))
K = [5 -2 0; -2 3 -1; 0 -1 1];
M = diag([2 1 1]);
e = eig(K, M);
fprintf('%.10f\n', e);
[V, D] = eig(K, M);
fprintf('%.10f\n', diag(D));
fprintf('%d\n', norm(V'*M*V - eye(3)) < 1e-12);
fprintf('%d\n', norm(K*V - M*V*D) < 1e-12);
fprintf('%d\n', isreal(V));
% 'qz' and non-symmetric pencils still go through QZ.
g = sort(eig([1 2; 3 4], [2 0; 0 1]));
fprintf('%.10f\n', g);
q = sort(eig(K, M, 'qz'));
fprintf('%.10f\n', q);
