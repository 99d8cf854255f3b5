% gamma family and beta family, checked against GNU Octave.
fprintf('%.14g\n', gamma([0 -1 -0.5 5 0.5 171 172 10.5]));
fprintf('%.14g\n', gammaln([0 1 0.5 100 1e-5]));
fprintf('%.14g\n', gammainc([0 0.5 1 2 10], [0 1 2 3 2]));
fprintf('%.14g\n', gammainc(1, 2, 'upper'), gammainc([0.5 3], 2.5, 'upper'));
fprintf('%.14g\n', gammaincinv([0.5 0.1 0.9], 2), gammaincinv(0.5, 2, 'upper'));
fprintf('%.14g\n', beta(2, 3), beta(0.5, 0.5), beta([1 2], [3 4]));
fprintf('%.14g\n', betaln(2, 3), betaln(100, 200));
fprintf('%.14g\n', betainc(0.5, 2, 3), betainc(0.5, 2, 3, 'upper'), betainc([0 0.2 1], 1.5, 2.5));
fprintf('%.14g\n', betaincinv(0.5, 2, 3), betaincinv(0.25, 1, 1));
g = gamma(single(4.5));
disp(class(g)); fprintf('%.7g\n', g);
