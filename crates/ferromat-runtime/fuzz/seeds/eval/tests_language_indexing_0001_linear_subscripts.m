% 0001_linear_subscripts.m: linear indices, subscripts, end and end-1, colon
% values cross-checked against GNU Octave 7
A = [10 20 30; 40 50 60];
A(2)
A(2, 3)
A(end)
A(end, 1)
A(1, end-1)
A(:, 2)
A(2, :)
A([1 2], [1 3])
A(:)'
B = A(:)
v = 1:5;
v([1 end])
v(end:-1:1)
v([2 2 2])
