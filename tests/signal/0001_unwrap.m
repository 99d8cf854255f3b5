% unwrap along the default dimension, a given dimension, with a tolerance.
w = [0 3 6 9 12] - 2*pi*floor(([0 3 6 9 12] + pi) / (2*pi));
disp(mat2str(unwrap(w), 10))
disp(mat2str(unwrap([0; 4; 7]), 10))
disp(mat2str(unwrap([0 4; 7 1]), 10))
disp(mat2str(unwrap([0 4; 7 1], [], 2), 10))
disp(mat2str(unwrap([0 4 0], 5), 10))
disp(mat2str(unwrap([0 2*pi 4*pi 8*pi])))
