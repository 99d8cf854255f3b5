% quantile and prctile argument checks from the MathWorks pages: data and
% p are single or double, p a vector, after dim only 'Method'.
fprintf('%g\n', quantile([1 2 3 4], 0.5, 2, 'Method', 'exact'))
fprintf('%g\n', prctile([1 2 3 4], 50, 'Method', 'approximate'))
try, quantile(['A'; 'B'], 0.5), catch err, disp(err.message), end
try, quantile(1:10, [true false]), catch err, disp(err.message), end
try, quantile(1:10, ones(2, 2)), catch err, disp(err.message), end
try, quantile((1:5)', 0.5, 1, 10), catch err, disp(err.message), end
