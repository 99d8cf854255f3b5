% kron, blkdiag, meshgrid, ndgrid, logspace, colon.
disp(mat2str(kron([1 2; 3 4], [1 1])))
disp(mat2str(kron(eye(2), [1 2; 3 4])))
disp(mat2str(blkdiag([1 2], 3, [4; 5])))
[X, Y] = meshgrid(1:3, 10:10:20);
disp(mat2str(X)); disp(mat2str(Y))
[X, Y] = meshgrid(1:2);
disp(mat2str(X)); disp(mat2str(Y))
[X, Y, Z] = meshgrid(1:2, 3:4, 5:6);
disp(mat2str(size(Z))); disp(mat2str(Z(:)'))
[A, B] = ndgrid(1:3, 4:5);
disp(mat2str(A)); disp(mat2str(B))
disp(mat2str(logspace(0, 2, 3)))
disp(mat2str(logspace(1, 3, 3)))
disp(mat2str(numel(logspace(0, 1))))
disp(mat2str(colon(1, 4)))
disp(mat2str(colon(10, -3, 1)))
