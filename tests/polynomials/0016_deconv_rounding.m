% deconv divides as filter does (coefficients normalised by a(1) first,
% remainder from the final state), so badly scaled divisions round as
% MATLAB's and Octave's do.
a = [1.92306958582241e+15, 3.20449986572221e+24, 1.34271290136344e+32, 2.32739765751038e+38];
b = [7.33727670161595e+27, 1.05919311870816e+36, 4.56169848520627e+42];
[q, r] = deconv(a, b);
fprintf('%.17g ', q); fprintf('\n');
fprintf('%.17g ', r); fprintf('\n');
a(2) = 3.204499865722215e+24;
[q, r] = deconv(a, b);
fprintf('%.17g ', r); fprintf('\n');
[q, r] = deconv([1 4 6 4 1], [1 2 1]);
disp(q); disp(r)
[q, r] = deconv([2 5 3]', [2 1]);
disp(q'); disp(r')
[q, r] = deconv([6 5], [3 1]);
disp(q); disp(r)
