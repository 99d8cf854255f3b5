% N-d cell2mat, num2cell(A, dims), accumarray with cell subscripts and
% with a function returning logical or cell results, complex ismember.
C = {[1], [2 3 4]; [5; 9], [6 7 8; 10 11 12]};
D = C; D(:,:,2) = C;
F = cell2mat(D);
disp(mat2str(size(F)))
disp(mat2str(F(:,:,2)))
m = int8(reshape(1:24, 2, 3, 4));
c = mat2cell(m, [1 1], [2 1], [3 1]);
disp(mat2str(isequal(cell2mat(c), m)))
disp(class(cell2mat(c)))
n = num2cell([1 2; 3 4], 1);
disp(mat2str(size(n)))
disp(mat2str(n{2}))
n = num2cell(reshape(1:8, 2, 2, 2), [1 3]);
disp(mat2str(size(n)))
disp(mat2str(n{2}(:)'))
subs = [1 1; 2 1; 2 3; 2 1; 2 3];
A = accumarray(subs, 101:105, [2 4], @(x) length(x) > 1);
disp(class(A))
disp(mat2str(A))
B = accumarray(subs, 101:105, [2 4], @(x) {x});
disp(class(B))
disp(mat2str(size(B)))
disp(mat2str(sort(B{2, 1})))
disp(mat2str(isempty(B{1, 2})))
S = accumarray({[1; 2; 2], [1; 3; 3]}, [10; 20; 30]);
disp(mat2str(S))
[tf, loc] = ismember([5, 4-3i, 3+4i; 5i, 6, 6i], [5, 6]);
disp(mat2str(tf))
disp(mat2str(loc))
[tf, loc] = ismember(-1-1i, [-1-1i, -1+3i, -1+1i]);
disp(mat2str(tf))
disp(mat2str(loc))
disp(mat2str(intersect([1+2i, 3, 2-1i], [2-1i, 1+2i])))
