% normest1: exact for small or t >= n, consistent v and w, function form.
A = reshape((1:16) - 8, 4, 4);
[normest1(A), norm(A, 1)]
A = hilb(5);
[c, v, w, it] = normest1(A);
disp(abs(c - norm(A, 1)) < 1e-12)
disp(abs(norm(w, 1) - c * norm(v, 1)) < 1e-12)
disp(norm(w - A * v) < 1e-12)
disp(iscolumn(it))
c = normest1(A', 6);
disp(abs(c - norm(A, inf)) < 1e-12)
B = ones(10);
normest1(B)
X = [1, 1, -1; 1, 1, 1; 1, 1, -1; 1, -1, -1] / 3;
M = [-0.21825 0.16598 0.19388 0.75297; -1.47732 0.78443 -1.04254 0.42240; ...
     1.39857 -0.34046 2.28617 0.68089; 0.31205 1.50529 -0.75804 -1.22476];
disp(abs(normest1(M, 3, X) - norm(M, 1)) < 1e-12)
P = magic(8);
afun = @(flag, x) op(flag, x, P);
disp(normest1(afun) == norm(P, 1))
c = normest1(sparse(gallery('tridiag', 30)));
disp(c <= norm(full(gallery('tridiag', 30)), 1))
disp(c >= 3)
try
    normest1([1 2])
catch err
    disp('error raised')
end

function y = op(flag, x, P)
switch flag
    case 'dim'
        y = size(P, 1);
    case 'real'
        y = isreal(P);
    case 'notransp'
        y = P * x;
    case 'transp'
        y = P' * x;
end
end
