% Window functions and sinc: symmetric and periodic windows, the trivial
% lengths, hanning's nonzero end points, and the single type name.
fprintf('%.15g\n', hamming(5));
fprintf('%.15g\n', hamming(6, 'periodic'));
fprintf('%.15g\n', hann(5));
fprintf('%.15g\n', hann(4, 'periodic'));
fprintf('%.15g\n', hanning(5));
fprintf('%.15g\n', hanning(4, 'periodic'));
fprintf('%.15g\n', blackman(7));
fprintf('%.15g\n', bartlett(5));
fprintf('%.15g\n', bartlett(6));
% Length 1 is 1.
fprintf('%g %g %g %g %g\n', hamming(1), hann(1), hanning(1), blackman(1), bartlett(1));
% Symmetric windows are exactly symmetric; periodic is the longer window cut.
w = blackman(16);
fprintf('%d\n', isequal(w, flipud(w)));
w17 = hamming(17);
fprintf('%d\n', isequal(hamming(16, 'periodic'), w17(1:16)));
fprintf('%d\n', iscolumn(hann(8)));
% sinc is 1 at zero and keeps the shape.
fprintf('%.15g\n', sinc([0, 0.5, -1.5, 2.25]));
fprintf('%d %d\n', size(sinc(zeros(3, 2))));
