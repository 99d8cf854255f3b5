% polyfit, polyval, polyder, polyint, poly, conv, deconv.
p = polyfit([0 1 2 3], [1 3 5 7], 1);
disp(mat2str(round(p * 1e10) / 1e10 + 0))
p = polyfit([1 2 3 4 5], [1 4 9 16 25], 2);
disp(mat2str(round(p * 1e10) / 1e10 + 0))
disp(mat2str(polyval([3 2 1], [5 7 9])))
disp(mat2str(polyval([1 0 -1], [1 2; 3 4])))
disp(mat2str(polyder([3 2 1])))
disp(mat2str(polyder([1 1], [1 -1])))
[q, d] = polyder([1], [1 1]);
disp(mat2str(q)); disp(mat2str(d))
disp(mat2str(polyint([3 2 1])))
disp(mat2str(polyint([3 2 1], 5)))
disp(mat2str(poly([1 2 3])))
disp(mat2str(conv([1 2 3], [1 1])))
disp(mat2str(conv([1; 2; 3], [1 1])))
disp(mat2str(conv([1 2 3 4 5], [1 1 1], 'same')))
disp(mat2str(conv([1 2 3 4 5], [1 1 1], 'valid')))
[q, r] = deconv([1 5 6], [1 2]);
disp(mat2str(q)); disp(mat2str(r))
[q, r] = deconv([1 5 7], [1 2]);
disp(mat2str(q)); disp(mat2str(r))
% [y, delta] = polyval(p, x, S[, mu]): values from GNU Octave 7.
x = 1:10; y = [1 3 2 5 4 6 8 7 9 12];
[p, S] = polyfit(x, y, 1);
[yf, delta] = polyval(p, [2 5.5 11], S);
fprintf('%.4f ', delta); fprintf('\n')
[p, S, mu] = polyfit(x, y, 2);
[yf, delta] = polyval(p, [2 5.5 11], S, mu);
fprintf('%.4f ', delta); fprintf('\n')
