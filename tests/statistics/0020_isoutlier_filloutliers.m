% isoutlier and filloutliers: detection methods, thresholds, fill methods
A = [57 59 60 100 59 58 57 58 300 61 62 60 62 58 57];
disp(mat2str(find(isoutlier(A))))
[TF, L, U, C] = isoutlier(A);
fprintf('%.4f %.4f %.4f\n', L, U, C)
[TF, L, U, C] = isoutlier(A, 'mean');
disp(mat2str(find(TF))); fprintf('%.4f %.4f %.4f\n', L, U, C)
[TF, L, U, C] = isoutlier(A, 'quartiles');
disp(mat2str(find(TF))); fprintf('%.4f %.4f %.4f\n', L, U, C)
[TF, L, U] = isoutlier(A, 'percentiles', [10 90]);
disp(mat2str(find(TF))); fprintf('%.4f %.4f\n', L, U)
disp(mat2str(find(isoutlier(A, 'mean', 'ThresholdFactor', 1))))
[TF, L, U, C] = isoutlier(A, 'movmedian', 5);
disp(mat2str(find(TF))); disp(mat2str(C)); fprintf('%.4f ', L(1:3)); fprintf('\n')
[TF, L, U, C] = isoutlier(A, 'movmean', [2 2]);
disp(mat2str(find(TF))); fprintf('%.4f ', C(1:3)); fprintf('\n')
disp(mat2str(isoutlier([1 2 NaN 3 2 50 2])))
M = [1 2 3; 2 100 4; 3 4 5; 2 3 -50; 1 2 3];
[TF, L, U, C] = isoutlier(M);
disp(mat2str(TF)); disp(mat2str(C)); fprintf('%.4f ', L, U); fprintf('\n')
disp(mat2str(isoutlier(M', 2)))
y = [1 2 3 40 5 6 7];
disp(mat2str(find(isoutlier(y, 'movmedian', 3))))
disp(mat2str(find(isoutlier(y, 'movmedian', 3, 'SamplePoints', [1 2 3 4 10 11 12]))))
disp(mat2str(filloutliers(A, 'linear'), 10))
disp(mat2str(filloutliers(A, 'center')))
disp(mat2str(filloutliers(A, 'clip'), 10))
disp(mat2str(filloutliers(A, 0)))
disp(mat2str(filloutliers(A, 'previous', 'mean')))
disp(mat2str(filloutliers(A, 'nearest')))
[B, TF, L, U, C] = filloutliers(M, 'next');
disp(mat2str(B)); disp(mat2str(TF)); disp(mat2str(C))
disp(mat2str(filloutliers([1 50 2 3 2], 'linear', 'OutlierLocations', logical([0 1 0 0 0]))))
try
  isoutlier(A, 'mean', 'ThresholdFactor', -1)
catch err
  disp(err.identifier)
end
try
  filloutliers(A, 'bogus')
catch err
  disp(err.identifier)
end
