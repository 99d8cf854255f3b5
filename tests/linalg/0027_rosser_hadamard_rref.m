% wilkinson, rosser, hadamard, rref and subspace.
wilkinson(4)
wilkinson(1)
size(wilkinson(0))
R = rosser();
disp([size(R), R(1), R(end)])
disp(issymmetric(R))
hadamard(4)
for n = [1 2 12 20 24 40 512]
    H = hadamard(n);
    disp([n, norm(H * H' - n * eye(n))])
end
try
    hadamard(5)
catch err
    disp('error raised')
end
[r, k] = rref([1 2 3; 2 4 6; 7 2 0])
rref(magic(3))
[r, k] = rref([1 2 1; 2 4 2.01; 2 4 2.1], 0.2)
disp(abs(subspace([1, 0, 1]', [1, 1, 0; 1, -1, 0]') - pi/4) < 3 * eps)
subspace([1 5 0 0; -3 2 0 0]', [0 0 4 2; 0 0 4 3]')
subspace(1, 1)
