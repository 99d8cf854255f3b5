% gallery: families with exact values, the sparse ones, sizes and structure.
gallery('minij', 4)
gallery('clement', 3)
gallery('invhess', 2)
gallery('circul', [1 3 6])
gallery('lehmer', 3)
gallery('moler', 3)
gallery('kms', 3, 0.5)
gallery('frank', 4)
gallery('pei', 3, 2)
gallery('fiedler', 4)
gallery('gcdmat', 4)
double(gallery('redheff', 4))
gallery('riemann', 4)
gallery('grcar', 4, 1)
gallery('jordbloc', 3, 2)
gallery('triw', 3)
gallery('dramadah', 6)
gallery('gearmat', 4)
gallery('lauchli', 2, 3)
gallery('chow', 3)
full(gallery('tridiag', 4))
full(gallery('tridiag', 3, 1, 5, 7))
full(gallery('poisson', 2))
full(gallery('neumann', 4))
full(gallery('toeppen', 5))
issparse(gallery('poisson', 3))
size(gallery('wathen', 2, 3))
gallery(3)
C = gallery('cauchy', 1:3);
disp(isequal(C, 1 ./ ((1:3)' + (1:3))))
A = gallery('invol', 4);
disp(norm(A * A - eye(4)) < 1e-9)
B = gallery('binomial', 4);
disp(isequal(B * B, 8 * eye(4)))
[v, beta] = gallery('house', [3; 4]);
disp(norm((eye(2) - beta * (v * v')) * [3; 4] - [-5; 0]) < 1e-12)
Q = gallery('orthog', 4);
disp(norm(Q' * Q - eye(4)) < 1e-12)
H = gallery('randhess', 5);
disp([norm(H' * H - eye(5)) < 1e-12, isequal(H, triu(H, -1))])
R = gallery('randsvd', 5, 100);
disp(abs(cond(R) - 100) < 1e-8)
disp(size(gallery('integerdata', 5, [3 2], 7)))
disp(isequal(gallery('uniformdata', [2 3], 4), gallery('uniformdata', [2 3], 4)))
class(gallery('lehmer', 3, 'single'))
gallery('smoke', 3, 1)
try
    gallery('foobar')
catch err
    disp('error raised')
end
try
    gallery('hanowa', 5)
catch err
    disp('error raised')
end
