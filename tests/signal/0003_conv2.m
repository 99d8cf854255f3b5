% conv2 and filter2: full, same and valid parts, the separable form,
% complex, single and logical inputs, empty inputs and errors.
A = [1 2 3; 4 5 6; 7 8 10];
B = [1 -1; 2 0.5];
C = conv2(A, B)
S = conv2(A, B, 'same')
V = conv2(A, B, 'valid')
S3 = conv2(A, [1 2 1; 0 1 0; -1 0 2], 'same')
u = [1; 2]; v = [1 0 -1];
P = conv2(u, v, A)
Ps = conv2(u, v, A, 'same')
Pv = conv2(u, v, A, 'valid')
F = filter2([1 2; 3 4], A)
Fv = filter2([1 2; 3 4], A, 'valid')
Fz = conv2([1+2i 3], [1 1i])
disp(size(conv2(zeros(0,3), ones(2,2))))
disp(size(conv2(ones(2,3), ones(3,1), 'valid')))
W = conv2(ones(2,3), ones(3,4), 'same')
disp(class(conv2(single([1 2]), [1 1])))
L = conv2([true false true], [1 1])
try
    conv2(A, B, 'middle')
catch err
    disp(err.message)
end
try
    conv2(ones(2,2,2), 1)
catch err
    disp(err.message)
end
try
    conv2(int8(A), B)
catch err
    disp(err.message)
end
