% eigs: the legacy two-letter sigma names beside the documented ones,
% 'bothendsreal', B = [] as the standard problem, exact eigenvalues of
% diagonal matrices, and the names MATLAB refuses
A = diag(1:5);
fprintf('%d\n', isequal(eigs(A, 5, 'sa'), [1; 2; 3; 4; 5]))
fprintf('%d\n', isequal(eigs(A, 5, 'la'), [5; 4; 3; 2; 1]))
fprintf('%d\n', isequal(eig(A), [1; 2; 3; 4; 5]))
fprintf('%s\n', mat2str(eigs(A, 3, 'be')))
fprintf('%s\n', mat2str(eigs(A, 4, 'be')))
fprintf('%s\n', mat2str(eigs(A, 3, 'bothendsreal')))
fprintf('%s\n', mat2str(eigs(A, 2, 'smallestr')))
fprintf('%s\n', mat2str(eigs(A, 2, 'LR')))
fprintf('%s\n', mat2str(eigs(A, [], 2)))
fprintf('%s\n', mat2str(eigs(A, [], 2, 'sm')))
[V, D] = eigs(A, [], 2, 'be');
fprintf('%s %s\n', mat2str(V), mat2str(D))
% largest/smallest real part of complex and nonsymmetric matrices
fprintf('%s\n', mat2str(eigs([1i 0; 0 1], 1, 'la')))
fprintf('%s\n', mat2str(eigs([1 1; 0 1], 1, 'sa')))
fprintf('%s\n', mat2str(eigs([1i 0; 0 1], 1, 'be')))
fprintf('%s\n', mat2str(eigs(eye(2), 1, 'lr')))
% imaginary parts: 'li' of a real nonsymmetric matrix is 'bothendsimag',
% 'si' the smallest abs(imag); of a symmetric matrix, largest magnitude
fprintf('%s\n', mat2str(eigs([1 2; -2 1], 2, 'li')))
fprintf('%s\n', mat2str(eigs(blkdiag([1 2; -2 1], 5), 1, 'si')))
fprintf('%s\n', mat2str(eigs(diag([1 -7 3]), 1, 'li')))
fprintf('%s\n', mat2str(eigs(diag([1+1i, 2-3i, 4i]), 2, 'largestimag')))
fprintf('%s\n', mat2str(eigs(diag([1+1i, 2-3i, 4i]), 2, 'smallestimag')))
fprintf('%s\n', mat2str(eigs(diag([1+1i, 2-3i, 4i]), 3, 'bothendsimag')))
for sigma = {'largest', 'xy', 'l'}
    try
        eigs(A, 1, sigma{1});
        disp('accepted')
    catch err
        disp(err.identifier)
    end
end
try
    eigs(1, [], 2);
    disp('accepted')
catch err
    disp('k > n refused')
end
