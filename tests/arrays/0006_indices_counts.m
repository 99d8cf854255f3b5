% sub2ind, ind2sub, nnz, shiftdim, and random integers / permutations.
disp(mat2str(sub2ind([3 4], 2, 3)))
disp(mat2str(sub2ind([3 4 2], [1 2 3], [1 4 2], [1 2 1])))
[r, c] = ind2sub([3 4], [4 12 1]);
disp(mat2str(r)); disp(mat2str(c))
[r, c, p] = ind2sub([2 2 2], 7);
disp(mat2str([r c p]))
[r, c] = ind2sub([2 3 4], 20);
disp(mat2str([r c]))
disp(mat2str(nnz([1 0 2; 0 0 3])))
disp(mat2str(nnz('a b')))
B = shiftdim(reshape(1:6, 1, 1, 2, 3));
disp(mat2str(size(B)))
[B, n] = shiftdim(ones(1, 1, 3));
disp(mat2str(size(B))); disp(mat2str(n))
disp(mat2str(size(shiftdim(ones(2, 3, 4), 1))))
disp(mat2str(size(shiftdim(ones(2, 3), -1))))
r = randi(10, 1, 1000);
disp(mat2str([min(r) >= 1, max(r) <= 10, all(r == round(r))]))
r = randi([-3 3], 50, 2);
disp(mat2str(size(r))); disp(mat2str([min(r(:)) >= -3, max(r(:)) <= 3]))
disp(class(randi(5, 2, 'int8')))
p = randperm(8);
disp(mat2str(sort(p)))
p = randperm(10, 4);
disp(mat2str([numel(p), numel(unique(p)), all(p >= 1 & p <= 10)]))
