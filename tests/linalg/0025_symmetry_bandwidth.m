% issymmetric, ishermitian (with 'skew') and bandwidth.
A = [1 0 1i; 0 1 0; -1i 0 1];
issymmetric(A)
ishermitian(A)
A(3, 1) = 1i;
issymmetric(A)
S = [0 1 -2 5; -1 0 3 -4; 2 -3 0 6; -5 4 -6 0];
issymmetric(S, 'skew')
issymmetric(S, 'nonskew')
ishermitian([0 1i; 1i 0], 'skew')
issymmetric([1 2])
issymmetric([])
issymmetric(speye(5))
issymmetric(logical([1 1; 0 1]))
issymmetric(['te'; 'et'])
B = tril(magic(6));
bandwidth(B, 'lower')
bandwidth(B, 'upper')
[lower, upper] = bandwidth(kron(speye(25), ones(4)))
[lo, up] = bandwidth([])
bandwidth([0 1 2 0])
try
    bandwidth(ones(2), 'uper')
catch err
    disp('error raised')
end
try
    issymmetric(1, 'foobar')
catch err
    disp('error raised')
end
