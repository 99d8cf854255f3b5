% interp3: meshgrid layout (x along columns), grid vectors and full grids,
% paired and grid-vector queries, refinement, methods, extrapolation value
% and bad input.
[X, Y, Z] = meshgrid(1:4, 10:2:14, 0:1);
V = X + 10*Y + 100*Z;
disp(mat2str(interp3(X, Y, Z, V, 2.5, 11, 0.25), 10))
disp(mat2str(interp3(1:4, 10:2:14, 0:1, V, [1.5 3.5], [10 13], [0 1]), 10))
disp(mat2str(interp3(V, [1.5 2], [1.5; 2.5], 1.5), 10))
disp(mat2str(size(interp3(V, [1 2 3], [1; 2], [1 2]))))
disp(mat2str(interp3(V, 2.4, 1.6, 1.2, 'nearest')))
disp(mat2str(interp3(V, [0 5], [1 1], [1 1])))
disp(mat2str(interp3(V, [0 5], [1 1], [1 1], 'linear', -7)))
W = magic(4); W(:, :, 2) = W'; W(:, :, 3) = 2*W(:, :, 1);
disp(mat2str(interp3(W, 2.5, 1.5, 1.5, 'spline'), 10))
[X4, Y4, Z4] = meshgrid(1:4, 1:4, 1:4);
Q = X4.^2 + 2*Y4 + Z4.^2;
disp(mat2str(interp3(Q, 2.5, 1.5, 2.5, 'cubic'), 10))
R = interp3(V);
disp(mat2str(size(R)))
disp(mat2str(R(2, 3, 2), 10))
disp(mat2str(size(interp3(V, 2))))
try
    interp3(V, 1, 1, 1, 'pchip')
catch err
    disp(err.message)
end
try
    interp3(ones(2, 2), 1, 1, 1)
catch err
    disp(err.message)
end
try
    interp3(1:3, 1:3, 1:2, V, 1, 1, 1)
catch err
    disp(err.message)
end
try
    interp3(V, 1, 1)
catch err
    disp(err.message)
end
try
    interp3(ones(2, 2, 2), 1, 1, ones(2, 2))
catch err
    disp(err.message)
end
