% Warnings of singular and badly conditioned solves and inverses.
X = inv([1 2; 2 4])
x = mldivide([1 0; 0 1e-20], [1; 1]);
disp(x.')
warning('off', 'MATLAB:singularMatrix');
Y = inv([0 0; 0 0])
warning('on', 'MATLAB:singularMatrix');
