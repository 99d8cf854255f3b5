% uniquetol: default tolerance, 'OutputAllIndices', 'ByRows' with a
% per-column scale, 'highest', Inf and NaN, and argument errors.
fprintf('%d\n', numel(uniquetol([1, 1 + 1e-13, 1 + 1e-11])))
disp(mat2str(uniquetol(single([1, 1 + 1e-7, 2]))))
A = [.1 .2 .3 10];
[C, ia, ic] = uniquetol(A, .1, 'OutputAllIndices', true);
disp(mat2str(C)); disp(class(ia)); disp(mat2str(size(ia)))
disp(mat2str(ia{1})); disp(mat2str(ia{2})); disp(mat2str(ic))
A = [0.06, 0.21, 0.38; 0.38, 0.21, 0.39; 0.54, 0.56, 0.41; 0.46, 0.52, 0.95];
C = uniquetol([A; log(exp(A))], 'ByRows', true);
disp(mat2str(size(C))); fprintf('%d\n', max(max(abs(C - sortrows(A)))) < 1e-12)
[C, ia, ic] = uniquetol([1 2; 1.05 2.5; 3 3], 0.1, 'ByRows', true, 'DataScale', [1 10]);
disp(mat2str(C)); disp(mat2str(ia)); disp(mat2str(ic))
[C, ia, ic] = uniquetol([1 1.04 1.08], 0.05, 'DataScale', 1);
disp(mat2str(C)); disp(mat2str(ia)); disp(mat2str(ic))
[C, ia, ic] = uniquetol([1 1.04 1.08], 0.05, 'highest', 'DataScale', 1);
disp(mat2str(C)); disp(mat2str(ia)); disp(mat2str(ic))
disp(mat2str(uniquetol([-Inf, 1, NaN, Inf, NaN, Inf])))
disp(mat2str(uniquetol([3; 1; 3])))
try, uniquetol(int8(1)), catch, disp('error'), end
try, uniquetol(1i), catch, disp('error'), end
try, uniquetol(1, 2, 'ByRows'), catch, disp('error'), end
try, uniquetol(1, 'DataScale', -1), catch, disp('error'), end
try, uniquetol(ones(2, 2, 2), 'ByRows', true), catch, disp('error'), end
