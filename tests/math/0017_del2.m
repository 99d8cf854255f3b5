% del2: matrices, vectors, spacing arguments, uneven coordinates.
a = zeros(4); a(1, 1) = 1;
disp(mat2str(del2(a)))
disp(mat2str(del2([1 4 9 16 25])))
disp(mat2str(del2([1 4 9 16 25], 2)))
disp(mat2str(del2(magic(3), 1, 2), 10))
disp(mat2str(del2([0 0.25 4 9], [0 0.5 2 3]), 10))
disp(mat2str(del2(ones(2, 2))))
