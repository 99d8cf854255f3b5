% convn: N-dimensional convolution with the full, same and valid parts,
% integer input (computed as double) and single output.
v = reshape([1 2], [1 1 2]);
c = convn(v, v);
disp(squeeze(c)')
disp(squeeze(convn(v, v, 'same'))')
disp(convn(v, v, 'valid'))
A = reshape(1:24, 2, 3, 4);
B = ones(2, 2, 2);
C = convn(A, B);
disp(size(C))
disp(C(:, :, 2))
disp(size(convn(A, B, 'same')))
disp(convn(A, B, 'valid'))
disp(class(convn(uint8([1 2 3]), [1 1])))
disp(convn(uint8([1 2 3]), [1 1]))
disp(class(convn(single([1 2]), [1 1])))
disp(isequal(convn(magic(4), [1 2; 3 4]), conv2(magic(4), [1 2; 3 4])))
try
    conv2(ones(2), 1, 1)
catch err
    disp(err.message)
end
