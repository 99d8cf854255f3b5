% smoothdata: methods, windows, dims, NaN flags, sample points, the
% automatic window, classes and errors.
g = [0.27 -0.13 0.3 -0.1 -0.12 -0.01 -0.21 -0.13 -0.11 -0.05 -0.26 0.04];
disp(mat2str(smoothdata(g, 'gaussian', 5), 4))
x = [2 4 3 8 7 9 12 10 15 14 11 13];
disp(mat2str(smoothdata(x, 'movmean', 3), 10))
disp(mat2str(smoothdata(x, 'movmedian', 4), 10))
disp(mat2str(smoothdata(x, 'movmean', [2 0]), 10))
disp(mat2str(smoothdata(x, 'gaussian', 4), 10))
disp(mat2str(smoothdata(x, 'lowess', 5), 10))
disp(mat2str(smoothdata(x, 'lowess', 6), 10))
disp(mat2str(smoothdata(x, 'loess', 7), 10))
disp(mat2str(smoothdata(x, 'sgolay', 5), 10))
disp(mat2str(smoothdata(x, 'sgolay', 6, 'Degree', 3), 10))
y = x; y(6) = 40;
disp(mat2str(smoothdata(y, 'rlowess', 7), 10))
disp(mat2str(smoothdata(y, 'rloess', 9), 10))
% the automatic window and the smoothing factor
[B, w] = smoothdata(x);
fprintf('%g\n', w)
disp(mat2str(B, 10))
k = (1:60)';
s1 = sin(k/5) + 0.4*cos(k*2.7) + 0.2*sin(k*1.3);
s2 = cos(k/9) + 0.3*sin(k*3.1);
[~, w] = smoothdata(s1);
fprintf('%g\n', w)
[~, w] = smoothdata([s1 s2]);
fprintf('%g\n', w)
[~, w] = smoothdata(s1, 'gaussian', 'SmoothingFactor', 0.6);
fprintf('%g\n', w)
[~, w] = smoothdata(s1, 'SmoothingFactor', 0);
fprintf('%g\n', w)
[~, w] = smoothdata(s1, 'SmoothingFactor', 1);
fprintf('%g\n', w)
% matrices and dimensions
M = [1 5 2; 4 3 8; 9 6 7; 2 10 4];
disp(mat2str(smoothdata(M, 'movmean', 3), 10))
disp(mat2str(smoothdata(M, 2, 'gaussian', 3), 10))
P = cat(3, [1 2; 3 4], [5 6; 7 9]);
Q = smoothdata(P, 3, 'movmean', 2);
disp(mat2str(Q(:, :, 2), 10))
% NaN
A = [1 NaN 3 4 NaN 6 7 9];
disp(mat2str(smoothdata(A, 'movmean', 3), 10))
disp(mat2str(smoothdata(A, 'movmean', 3, 'includenan'), 10))
disp(mat2str(smoothdata(A, 'gaussian', 3), 10))
disp(mat2str(smoothdata(A, 'lowess', 5), 10))
% sample points
t = [0 1 3 4 7 8 10 11 12 15 16 18];
disp(mat2str(smoothdata(x, 'movmean', 4, 'SamplePoints', t), 10))
disp(mat2str(smoothdata(x, 'gaussian', 5, 'SamplePoints', t), 10))
disp(mat2str(smoothdata(x, 'lowess', 6, 'SamplePoints', t), 10))
disp(mat2str(smoothdata(x, 'sgolay', 6, 'SamplePoints', 2*(1:12)), 10))
% classes and shapes
s = smoothdata(single([1 2 3 10]), 'movmean', 2);
disp(class(s))
disp(mat2str(s))
disp(class(smoothdata(int8([1 2 3]))))
[B, w] = smoothdata(zeros(0, 3));
disp(mat2str(size(B)))
disp(mat2str(size(w)))
[B, w] = smoothdata(5);
disp(mat2str([B w]))
disp(mat2str(smoothdata([1+2i 3 5i 4], 'movmean', 3), 10))
% errors
calls = {@() smoothdata('abc'), @() smoothdata(1:5, 'lo'), ...
    @() smoothdata(1:5, 'movmean', [1 2 3]), @() smoothdata(1:5, 'movmean', 3, 'bar'), ...
    @() smoothdata(1:5, 'omitnan', 'bar'), @() smoothdata(1:5, 'sgolay', 3, 'Degree', 3), ...
    @() smoothdata(1:5, 'gaussian', 3, 'SmoothingFactor', 0.5), ...
    @() smoothdata(1:5, 'SamplePoints', [1 2 3]), @() smoothdata(1:5, 'SamplePoints', [5 4 3 2 1]), ...
    @() smoothdata(1:5, 'Degree', 2), @() smoothdata(1:5, 'omitnan', 'movmean'), ...
    @() smoothdata(1:5, 0)};
for i = 1:numel(calls)
  try
    calls{i}();
  catch e
    fprintf('%s: %s\n', e.identifier, e.message);
  end
end
