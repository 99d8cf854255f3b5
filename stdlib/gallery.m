function varargout = gallery(matname, varargin)
% GALLERY  Higham test matrices.
%   [A1, A2, ...] = GALLERY(MATNAME, P1, P2, ...) returns the test matrix
%   family MATNAME with the family's parameters P1, P2, ...
%   GALLERY(MATNAME, P1, ..., TYPENAME) returns "single" or "double".
%   GALLERY(3) is a badly conditioned 3-by-3 matrix; GALLERY(5) is a
%   5-by-5 matrix with a sensitive eigenvalue problem.
%
%   Families: binomial cauchy chebspec chebvand chow circul clement compar
%   condex cycol dorr dramadah fiedler forsythe frank gcdmat gearmat grcar
%   hanowa house integerdata invhess invol ipjfact jordbloc kahan kms
%   krylov lauchli lehmer leslie lesp lotkin minij moler neumann
%   normaldata orthog parter pei poisson prolate randhess rando randsvd
%   redheff riemann ris smoke toeppd toeppen tridiag triw uniformdata
%   wathen wilk.
%
%   See also MAGIC, HILB, INVHILB, PASCAL, ROSSER, TOEPLITZ, WILKINSON.
if nargin < 1
    error('MATLAB:narginchk:notEnoughInputs', 'Not enough input arguments.');
end
if isnumeric(matname) && isscalar(matname)
    if nargin > 1
        error('MATLAB:gallery:tooManyInputs', 'Too many input arguments.');
    end
    switch matname
        case 3
            varargout{1} = [-149 -50 -154; 537 180 546; -27 -9 -25];
        case 5
            varargout{1} = [-9 11 -21 63 -252; 70 -69 141 -421 1684; ...
                -575 575 -1149 3451 -13801; 3891 -3891 7782 -23345 93365; ...
                1024 -1024 2048 -6144 24572];
        otherwise
            error('MATLAB:gallery:invalidNumericName', ...
                'The only numeric matrix names are 3 and 5.');
    end
    return
end
if ~(ischar(matname) && isrow(matname)) && ~(isstring(matname) && isscalar(matname))
    error('MATLAB:gallery:invalidName', 'Matrix name must be text.');
end
params = varargin;
typename = 'double';
if ~isempty(params) && (ischar(params{end}) || isstring(params{end})) ...
        && any(strcmp(params{end}, {'single', 'double'}))
    typename = char(params{end});
    params(end) = [];
end
outs = max(nargout, 1);
varargout = cell(1, outs);
switch lower(char(matname))
    case 'binomial', [varargout{:}] = binomial_matrix(params{:});
    case 'cauchy', [varargout{:}] = cauchy(params{:});
    case 'chebspec', [varargout{:}] = chebspec(params{:});
    case 'chebvand', [varargout{:}] = chebvand(params{:});
    case 'chow', [varargout{:}] = chow(params{:});
    case 'circul', [varargout{:}] = circul(params{:});
    case 'clement', [varargout{:}] = clement(params{:});
    case 'compar', [varargout{:}] = compar(params{:});
    case 'condex', [varargout{:}] = condex(params{:});
    case 'cycol', [varargout{:}] = cycol(params{:});
    case 'dorr', [varargout{:}] = dorr(outs, params{:});
    case 'dramadah', [varargout{:}] = dramadah(params{:});
    case 'fiedler', [varargout{:}] = fiedler(params{:});
    case 'forsythe', [varargout{:}] = forsythe(params{:});
    case 'frank', [varargout{:}] = frank(params{:});
    case 'gcdmat', [varargout{:}] = gcdmat(params{:});
    case 'gearmat', [varargout{:}] = gearmat(params{:});
    case 'grcar', [varargout{:}] = grcar(params{:});
    case 'hanowa', [varargout{:}] = hanowa(params{:});
    case 'house', [varargout{:}] = house(params{:});
    case 'integerdata', [varargout{:}] = seeded_data('integer', params{:});
    case 'invhess', [varargout{:}] = invhess(params{:});
    case 'invol', [varargout{:}] = invol(params{:});
    case 'ipjfact', [varargout{:}] = ipjfact(params{:});
    case 'jordbloc', [varargout{:}] = jordbloc(params{:});
    case 'kahan', [varargout{:}] = kahan(params{:});
    case 'kms', [varargout{:}] = kms(params{:});
    case 'krylov', [varargout{:}] = krylov_matrix(params{:});
    case 'lauchli', [varargout{:}] = lauchli(params{:});
    case 'lehmer', [varargout{:}] = lehmer(params{:});
    case 'leslie', [varargout{:}] = leslie(params{:});
    case 'lesp', [varargout{:}] = lesp(params{:});
    case 'lotkin', [varargout{:}] = lotkin(params{:});
    case 'minij', [varargout{:}] = minij(params{:});
    case 'moler', [varargout{:}] = moler(params{:});
    case 'neumann', [varargout{:}] = neumann(params{:});
    case 'normaldata', [varargout{:}] = seeded_data('normal', params{:});
    case 'orthog', [varargout{:}] = orthog(params{:});
    case 'parter', [varargout{:}] = parter(params{:});
    case 'pei', [varargout{:}] = pei(params{:});
    case 'poisson', [varargout{:}] = poisson(params{:});
    case 'prolate', [varargout{:}] = prolate(params{:});
    case 'randhess', [varargout{:}] = randhess(params{:});
    case 'rando', [varargout{:}] = rando(params{:});
    case 'randsvd', [varargout{:}] = randsvd(params{:});
    case 'redheff', [varargout{:}] = redheff(params{:});
    case 'riemann', [varargout{:}] = riemann(params{:});
    case 'ris', [varargout{:}] = ris(params{:});
    case 'smoke', [varargout{:}] = smoke(params{:});
    case 'toeppd', [varargout{:}] = toeppd(params{:});
    case 'toeppen', [varargout{:}] = toeppen(params{:});
    case 'tridiag', [varargout{:}] = tridiag(params{:});
    case 'triw', [varargout{:}] = triw(params{:});
    case 'uniformdata', [varargout{:}] = seeded_data('uniform', params{:});
    case 'wathen', [varargout{:}] = wathen(params{:});
    case 'wilk', [varargout{:}] = wilk(params{:});
    otherwise
        error('MATLAB:gallery:unknownMatrixName', ...
            'Unknown matrix name ''%s''.', char(matname));
end
if strcmp(typename, 'single')
    for k = 1:numel(varargout)
        varargout{k} = single(varargout{k});
    end
end
end

% ---- helpers -------------------------------------------------------------

function need(n, count)
% Errors unless a family received at least COUNT parameters.
if n < count
    error('MATLAB:narginchk:notEnoughInputs', 'Not enough input arguments.');
end
end

function n = order(n)
% A nonnegative integer matrix order.
if ~isnumeric(n) || ~isscalar(n) || n ~= fix(n) || ~isreal(n)
    error('MATLAB:gallery:invalidOrder', 'Matrix order must be a nonnegative integer scalar.');
end
n = max(double(n), 0);
end

function x = vector_or_range(x)
% A scalar n stands for the vector 1:n.
if isscalar(x)
    x = 1:order(x);
end
end

function [m, n] = dims(sz)
% A scalar N or a size vector [M N].
if isscalar(sz)
    m = order(sz);
    n = m;
elseif numel(sz) == 2
    m = order(sz(1));
    n = order(sz(2));
else
    error('MATLAB:gallery:invalidSize', 'Size must be a scalar or a two-element vector.');
end
end

function T = tridiagonal(sub, d, super)
% The sparse matrix with the given sub-, main and superdiagonal.
n = numel(d);
i = [2:n, 1:n, 1:n-1];
j = [1:n-1, 1:n, 2:n];
T = sparse(i, j, [sub(:); d(:); super(:)], n, n);
end

% ---- families ------------------------------------------------------------

function A = binomial_matrix(n)
% A*A = 2^(n-1)*eye(n): L*D*U from the lower Pascal factor.
need(nargin, 1);
n = order(n);
L = abs(pascal(n, 1));
U = L(n:-1:1, n:-1:1);
A = L * diag((-2) .^ (0:n-1)) * U;
end

function C = cauchy(x, y)
need(nargin, 1);
x = vector_or_range(x);
if nargin < 2
    y = x;
else
    y = vector_or_range(y);
end
if numel(x) ~= numel(y)
    error('MATLAB:gallery:cauchy:sizeMismatch', 'X and Y must have the same length.');
end
C = 1 ./ (x(:) + y(:).');
end

function C = chebspec(n, k)
% Chebyshev spectral differentiation on the Gauss-Lobatto points; K = 1
% drops the first point (zero boundary condition there).
need(nargin, 1);
if nargin < 2
    k = 0;
end
n = order(n);
if k == 1
    m = n + 1;
elseif k == 0
    m = n;
else
    error('MATLAB:gallery:chebspec:invalidK', 'K must be 0 or 1.');
end
if m <= 1
    C = zeros(n);
    return
end
x = cos((0:m-1)' * pi / (m - 1));
c = [2; ones(m-2, 1); 2] .* (-1) .^ (0:m-1)';
dx = x - x.' + eye(m);
C = (c * (1 ./ c).') ./ dx;
C = C - diag(sum(C, 2));
if k == 1
    C = C(2:m, 2:m);
end
end

function C = chebvand(m, p)
need(nargin, 1);
if nargin == 1
    p = m;
end
if isscalar(p)
    p = linspace(0, 1, order(p));
end
if nargin == 1
    m = numel(p);
end
m = order(m);
p = p(:).';
C = ones(m, numel(p));
if m >= 2
    C(2, :) = p;
end
for i = 3:m
    C(i, :) = 2 * p .* C(i-1, :) - C(i-2, :);
end
end

function A = chow(n, alpha, delta)
need(nargin, 1);
if nargin < 2, alpha = 1; end
if nargin < 3, delta = 0; end
n = order(n);
[j, i] = meshgrid(1:n, 1:n);
A = alpha .^ (i - j + 1);
A(j > i + 1) = 0;
A = A + delta * eye(n);
end

function C = circul(v)
need(nargin, 1);
v = vector_or_range(v);
n = numel(v);
v = v(:).';
C = zeros(n);
for i = 1:n
    C(i, :) = circshift(v, i - 1);
end
end

function A = clement(n, k)
need(nargin, 1);
if nargin < 2, k = 0; end
n = order(n);
super = 1:n-1;
sub = n-1:-1:1;
if k == 1
    super = sqrt(super .* sub);
    sub = super;
elseif k ~= 0
    error('MATLAB:gallery:clement:invalidK', 'K must be 0 or 1.');
end
A = diag(super, 1) + diag(sub, -1);
if n == 0
    A = zeros(0);
end
end

function C = compar(A, k)
need(nargin, 1);
if nargin < 2, k = 0; end
p = min(size(A));
if k == 0
    C = -abs(A);
elseif k == 1
    off = abs(A);
    off(1:size(A, 1)+1:size(A, 1)*p) = 0;
    C = -max(off, [], 2) * ones(1, size(A, 2));
    if isequal(A, tril(A)), C = tril(C); end
    if isequal(A, triu(A)), C = triu(C); end
else
    error('MATLAB:gallery:compar:invalidK', 'K must be 0 or 1.');
end
for j = 1:p
    C(j, j) = abs(A(j, j));
end
end

function A = condex(n, k, theta)
need(nargin, 1);
if nargin < 2, k = 4; end
if nargin < 3, theta = 100; end
n = order(n);
switch k
    case 1
        A = [1 -1 -2*theta 0; 0 1 theta -theta; 0 1 1+theta -(theta+1); 0 0 0 theta];
    case 2
        A = [1 1-2/theta^2 -2; 0 1/theta -1/theta; 0 0 1];
    case 3
        A = triw(n, -1)';
        A(n, n) = -1;
    case 4
        x = ones(n, 3);
        x(2:n, 2) = 0;
        x(:, 3) = (-1) .^ (0:n-1)' .* (1 + (0:n-1)' / max(n - 1, 1));
        Q = orth(x);
        A = eye(n) + theta * (eye(n) - Q * Q');
    otherwise
        error('MATLAB:gallery:condex:invalidK', 'K must be 1, 2, 3 or 4.');
end
for i = size(A, 2)+1:n
    A(i, i) = 1;
end
end

function A = cycol(sz, k)
need(nargin, 1);
[m, n] = dims(sz);
if nargin < 2
    k = max(round(n / 4), 1);
end
A = randn(m, n);
for i = k+1:k:n
    last = min(i + k - 1, n);
    A(:, i:last) = A(:, 1:last-i+1);
end
end

function [c, d, e] = dorr(outs, n, theta)
% Sparse tridiagonal (one output) or its three diagonals (three outputs).
need(nargin - 1, 1);
if nargin < 3, theta = 0.01; end
n = order(n);
h = 1 / (n + 1);
m = floor((n + 1) / 2);
term = theta / h^2;
i = (1:n)';
cc = zeros(n, 1);
ee = zeros(n, 1);
first = i <= m;
cc(first) = -term;
ee(first) = cc(first) - (0.5 - i(first) * h) / h;
ee(~first) = -term;
cc(~first) = ee(~first) + (0.5 - i(~first) * h) / h;
d = -(cc + ee);
c = cc(2:n);
e = ee(1:n-1);
if outs == 1
    c = tridiagonal(c, d, e);
end
end

function A = dramadah(n, k)
need(nargin, 1);
if nargin < 2, k = 1; end
n = order(n);
switch k
    case 1
        c = ones(n, 1);
        c(mod((1:n)' - 2, 4) < 2 & (1:n)' >= 2) = 0;
        r = zeros(n, 1);
        head = [1; 1; 0; 1];
        r(1:min(n, 4)) = head(1:min(n, 4));
        A = toeplitz(c, r);
    case 2
        c = [1; zeros(n-1, 1)];
        r = ones(n, 1);
        r(3:2:n) = 0;
        A = toeplitz(c, r);
    case 3
        c = ones(n, 1);
        c(2:2:n) = 0;
        r = [1; 1; zeros(n-2, 1)];
        A = toeplitz(c, r(1:n));
    otherwise
        error('MATLAB:gallery:dramadah:invalidK', 'K must be 1, 2 or 3.');
end
end

function A = fiedler(c)
need(nargin, 1);
c = vector_or_range(c);
c = c(:);
A = abs(c - c.');
end

function A = forsythe(n, alpha, lambda)
need(nargin, 1);
if nargin < 2, alpha = sqrt(eps); end
if nargin < 3, lambda = 0; end
n = order(n);
A = jordbloc(n, lambda);
if n > 0
    A(n, 1) = alpha;
end
end

function F = frank(n, k)
need(nargin, 1);
if nargin < 2, k = 0; end
n = order(n);
[j, i] = meshgrid(1:n, 1:n);
F = n + 1 - max(i, j);
F(j < i - 1) = 0;
if k == 1
    F = F(n:-1:1, n:-1:1).';
elseif k ~= 0
    error('MATLAB:gallery:frank:invalidK', 'K must be 0 or 1.');
end
end

function C = gcdmat(n)
need(nargin, 1);
n = order(n);
[j, i] = meshgrid(1:n, 1:n);
C = gcd(i, j);
end

function A = gearmat(n, i, j)
need(nargin, 1);
n = order(n);
if nargin < 2, i = n; end
if nargin < 3, j = -n; end
if i == 0 || j == 0 || abs(i) > n || abs(j) > n
    error('MATLAB:gallery:gearmat:invalidIJ', 'I and J must be nonzero integers with abs at most N.');
end
A = diag(ones(n-1, 1), -1) + diag(ones(n-1, 1), 1);
A(1, abs(i)) = sign(i);
A(n, n + 1 - abs(j)) = sign(j);
end

function G = grcar(n, k)
need(nargin, 1);
if nargin < 2, k = 3; end
n = order(n);
G = tril(triu(ones(n)), k) - diag(ones(n-1, 1), -1);
end

function A = hanowa(n, d)
need(nargin, 1);
if nargin < 2, d = -1; end
n = order(n);
if mod(n, 2) ~= 0
    error('MATLAB:gallery:hanowa:oddOrder', 'N must be even.');
end
m = n / 2;
A = [d * eye(m), -diag(1:m); diag(1:m), d * eye(m)];
end

function [v, beta, s] = house(x, k)
% H = eye - beta*v*v' maps x to s*e1.
need(nargin, 1);
if nargin < 2, k = 0; end
if ~isvector(x)
    error('MATLAB:gallery:house:notVector', 'X must be a vector.');
end
x = x(:);
if x(1) == 0
    phase = 1;
else
    phase = x(1) / abs(x(1));
end
switch k
    case 0
        s = -phase * norm(x);
    case 1
        s = phase * norm(x);
    otherwise
        error('MATLAB:gallery:house:invalidK', 'K must be 0 or 1.');
end
v = x;
if s == 0
    beta = 1;
    return
end
v(1) = x(1) - s;
beta = 2 / real(v' * v);
end

function A = seeded_data(kind, varargin)
% Random data from a generator seeded with J, leaving the global stream as
% it was. 'integer' takes IMAX first.
if strcmp(kind, 'integer')
    need(numel(varargin), 3);
    imax = varargin{1};
    varargin(1) = [];
else
    need(numel(varargin), 2);
end
sz = varargin(1:end-1);
seed = varargin{end};
if numel(sz) == 1
    sz = num2cell(sz{1});
end
saved = rng;
rng(seed);
switch kind
    case 'integer'
        A = randi(imax, sz{:});
    case 'normal'
        A = randn(sz{:});
    otherwise
        A = rand(sz{:});
end
rng(saved);
end

function A = invhess(x, y)
need(nargin, 1);
x = vector_or_range(x);
n = numel(x);
x = x(:);
if nargin < 2
    y = -x(1:n-1);
end
if numel(y) ~= n - 1
    error('MATLAB:gallery:invhess:sizeMismatch', 'Y must have length(X)-1 elements.');
end
A = x.' .* ones(n, 1);
for i = 1:n-1
    A(i, i+1:n) = y(i);
end
end

function A = invol(n)
need(nargin, 1);
n = order(n);
A = hilb(n);
d = -n;
if n > 0
    A(:, 1) = d * A(:, 1);
end
for i = 1:n-1
    d = -(n + i) * (n - i) * d / (i * i);
    A(i+1, :) = d * A(i+1, :);
end
end

function [A, d] = ipjfact(n, k)
need(nargin, 1);
if nargin < 2, k = 0; end
n = order(n);
[j, i] = meshgrid(1:n, 1:n);
A = factorial(i + j);
if k == 1
    A = 1 ./ A;
elseif k ~= 0
    error('MATLAB:gallery:ipjfact:invalidK', 'K must be 0 or 1.');
end
d = det(A);
end

function J = jordbloc(n, lambda)
need(nargin, 1);
if nargin < 2, lambda = 1; end
n = order(n);
J = lambda * eye(n) + diag(ones(n-1, 1), 1);
end

function U = kahan(sz, theta, pert)
need(nargin, 1);
if nargin < 2, theta = 1.2; end
if nargin < 3, pert = 25; end
[m, n] = dims(sz);
s = sin(theta);
c = cos(theta);
U = eye(m, n) - c * triu(ones(m, n), 1);
U = diag(s .^ (0:m-1)) * U;
p = min(m, n);
U(1:m+1:m*p) = U(1:m+1:m*p) + pert * eps * (p:-1:1);
end

function A = kms(n, rho)
need(nargin, 1);
if nargin < 2, rho = 0.5; end
n = order(n);
[j, i] = meshgrid(1:n, 1:n);
A = rho .^ abs(i - j);
if ~isreal(rho)
    lower = i > j;
    A(lower) = conj(A(lower));
end
end

function K = krylov_matrix(A, x, j)
need(nargin, 1);
if isscalar(A)
    A = randn(order(A));
end
n = size(A, 1);
if nargin < 2 || isempty(x), x = ones(n, 1); end
if nargin < 3, j = n; end
K = zeros(n, j);
if j > 0
    K(:, 1) = x(:);
end
for i = 2:j
    K(:, i) = A * K(:, i-1);
end
end

function A = lauchli(n, mu)
need(nargin, 1);
if nargin < 2, mu = sqrt(eps); end
n = order(n);
A = [ones(1, n); mu * eye(n)];
end

function A = lehmer(n)
need(nargin, 1);
n = order(n);
[j, i] = meshgrid(1:n, 1:n);
A = min(i, j) ./ max(i, j);
end

function L = leslie(a, b)
need(nargin, 1);
if nargin == 1
    n = order(a);
    a = ones(n, 1);
    b = ones(n-1, 1);
end
n = numel(a);
if numel(b) ~= n - 1
    error('MATLAB:gallery:leslie:sizeMismatch', 'B must have length(A)-1 elements.');
end
L = diag(b, -1);
L(1, :) = a(:).';
end

function T = lesp(n)
need(nargin, 1);
n = order(n);
T = full(tridiagonal(1 ./ (2:n), -(5:2:2*n+3), 2:n));
end

function A = lotkin(n)
need(nargin, 1);
A = hilb(order(n));
A(1, :) = 1;
end

function A = minij(n)
need(nargin, 1);
n = order(n);
[j, i] = meshgrid(1:n, 1:n);
A = min(i, j);
end

function A = moler(n, alpha)
need(nargin, 1);
if nargin < 2, alpha = -1; end
T = triw(n, alpha);
A = T' * T;
end

function [A, T] = neumann(sz)
% The singular 5-point Neumann Laplacian on an m1-by-m2 grid (n = m1*m2),
% the m2 direction numbered first.
need(nargin, 1);
if isscalar(sz)
    m = sqrt(sz);
    if m ~= fix(m)
        error('MATLAB:gallery:neumann:notSquare', 'N must be a perfect square.');
    end
    sz = [m m];
end
m1 = order(sz(1));
m2 = order(sz(2));
T1 = neumann_1d(m1);
T2 = neumann_1d(m2);
A = kron(T1, speye(m2)) + kron(speye(m1), T2);
T = T1;
end

function T = neumann_1d(m)
if m < 2
    T = sparse(m, m);
    return
end
T = tridiagonal(-ones(m-1, 1), 2 * ones(m, 1), -ones(m-1, 1));
T(1, 2) = -2;
T(m, m-1) = -2;
end

function Q = orthog(n, k)
need(nargin, 1);
if nargin < 2, k = 1; end
n = order(n);
[j, i] = meshgrid(1:n, 1:n);
switch k
    case 1
        Q = sqrt(2 / (n + 1)) * sin(i .* j * pi / (n + 1));
    case 2
        Q = 2 / sqrt(2 * n + 1) * sin(2 * i .* j * pi / (2 * n + 1));
    case 3
        Q = exp(2i * pi * (i - 1) .* (j - 1) / n) / sqrt(n);
    case 4
        Q = tril(ones(n));
        Q(1, 2:n) = 1;
        for r = 2:n
            Q(r, r) = -(r - 1);
        end
        Q = diag(sqrt([n, (2:n) .* (1:n-1)])) \ Q;
    case 5
        t = 2 * pi * (i - 1) .* (j - 1) / n;
        Q = (cos(t) + sin(t)) / sqrt(n);
    case 6
        Q = sqrt(2 / n) * cos((i - 1/2) .* (j - 1/2) * pi / n);
    case -1
        Q = cos((i - 1) .* (j - 1) * pi / max(n - 1, 1));
    case -2
        Q = cos((i - 1) .* (j - 1/2) * pi / n);
    otherwise
        error('MATLAB:gallery:orthog:invalidK', 'K must be 1 to 6, -1 or -2.');
end
end

function A = parter(n)
need(nargin, 1);
n = order(n);
[j, i] = meshgrid(1:n, 1:n);
A = 1 ./ (i - j + 0.5);
end

function P = pei(n, alpha)
need(nargin, 1);
if nargin < 2, alpha = 1; end
n = order(n);
P = alpha * eye(n) + ones(n);
end

function A = poisson(n)
% The 5-point Laplacian on an n-by-n grid: sparse, order n^2.
need(nargin, 1);
n = order(n);
T = tridiagonal(-ones(n-1, 1), 2 * ones(n, 1), -ones(n-1, 1));
I = speye(n);
A = kron(I, T) + kron(T, I);
end

function A = prolate(n, w)
need(nargin, 1);
if nargin < 2, w = 0.25; end
n = order(n);
k = 1:n-1;
a = [2 * w, sin(2 * pi * w * k) ./ (pi * k)];
A = toeplitz(a(1:n));
end

function H = randhess(x)
% A random orthogonal upper Hessenberg matrix: a product of Givens
% rotations through the angles X (random when X is an order).
need(nargin, 1);
if isscalar(x)
    n = order(x);
    x = rand(n-1, 1) * 2 * pi;
    last = sign(randn);
else
    n = numel(x);
    last = sign(x(n)) + (x(n) == 0);
end
H = eye(n);
if n > 0
    H(n, n) = last;
end
for i = n:-1:2
    c = cos(x(i-1));
    s = sin(x(i-1));
    H([i-1 i], :) = [c s; -s c] * H([i-1 i], :);
end
end

function A = rando(sz, k)
need(nargin, 1);
if nargin < 2, k = 1; end
[m, n] = dims(sz);
switch k
    case 1
        A = floor(rand(m, n) + 0.5);
    case 2
        A = 2 * floor(rand(m, n) + 0.5) - 1;
    case 3
        A = round(3 * rand(m, n) - 1.5);
    otherwise
        error('MATLAB:gallery:rando:invalidK', 'K must be 1, 2 or 3.');
end
end

function A = randsvd(sz, kappa, mode)
% U*diag(sigma)*V' with random orthogonal U, V and singular values set
% by KAPPA (condition number) and MODE.
need(nargin, 1);
[m, n] = dims(sz);
if nargin < 2, kappa = sqrt(1 / eps); end
if nargin < 3, mode = 3; end
p = min(m, n);
if p == 0
    A = zeros(m, n);
    return
end
switch abs(mode)
    case 1
        sigma = [1; ones(p-1, 1) / kappa];
    case 2
        sigma = [ones(p-1, 1); 1 / kappa];
    case 3
        sigma = kappa .^ (-(0:p-1)' / max(p - 1, 1));
    case 4
        sigma = 1 - (0:p-1)' / max(p - 1, 1) * (1 - 1 / kappa);
    case 5
        sigma = exp(-rand(p, 1) * log(kappa));
    otherwise
        error('MATLAB:gallery:randsvd:invalidMode', 'MODE must be 1 to 5 or -1 to -5.');
end
if mode < 0
    sigma = flipud(sigma);
end
[U, ~] = qr(randn(m));
[V, ~] = qr(randn(n));
S = zeros(m, n);
S(1:m+1:m*p) = sigma;
A = U * S * V';
end

function A = redheff(n)
need(nargin, 1);
n = order(n);
[j, i] = meshgrid(1:n, 1:n);
A = double(mod(j, i) == 0 | j == 1);
end

function A = riemann(n)
need(nargin, 1);
n = order(n);
[j, i] = meshgrid(2:n+1, 2:n+1);
A = -ones(n);
divides = mod(j, i) == 0;
A(divides) = i(divides) - 1;
end

function A = ris(n)
need(nargin, 1);
n = order(n);
[j, i] = meshgrid(1:n, 1:n);
A = 0.5 ./ (n - i - j + 1.5);
end

function A = smoke(n, k)
need(nargin, 1);
if nargin < 2, k = 0; end
n = order(n);
w = exp(2i * pi / n);
A = diag([w .^ (1:n-1), 1]) + diag(ones(n-1, 1), 1);
if k == 0
    if n > 0
        A(n, 1) = 1;
    end
elseif k ~= 1
    error('MATLAB:gallery:smoke:invalidK', 'K must be 0 or 1.');
end
end

function T = toeppd(n, m, w, theta)
need(nargin, 1);
n = order(n);
if nargin < 2, m = n; end
if nargin < 3, w = rand(m, 1); end
if nargin < 4, theta = rand(m, 1); end
if numel(w) ~= m || numel(theta) ~= m
    error('MATLAB:gallery:toeppd:sizeMismatch', 'W and THETA must have M elements.');
end
T = toeplitz(cos(2 * pi * (0:n-1).' * theta(:).') * w(:));
end

function P = toeppen(n, a, b, c, d, e)
need(nargin, 1);
if nargin < 2, a = 1; end
if nargin < 3, b = -10; end
if nargin < 4, c = 0; end
if nargin < 5, d = 10; end
if nargin < 6, e = 1; end
n = order(n);
P = spdiags(ones(n, 1) * [a b c d e], -2:2, n, n);
end

function T = tridiag(x, y, z, w)
% tridiag(n) = tridiag(n, -1, 2, -1); tridiag(n, c, d, e) with scalars;
% tridiag(c, d, e) with the three diagonals as vectors.
need(nargin, 1);
switch nargin
    case 1
        n = order(x);
        T = tridiagonal(-ones(n-1, 1), 2 * ones(n, 1), -ones(n-1, 1));
    case 3
        n = numel(y);
        if numel(x) ~= n - 1 || numel(z) ~= n - 1
            error('MATLAB:gallery:tridiag:sizeMismatch', ...
                'The off-diagonals must have one element fewer than the diagonal.');
        end
        T = tridiagonal(x, y, z);
    case 4
        n = order(x);
        T = tridiagonal(y * ones(n-1, 1), z * ones(n, 1), w * ones(n-1, 1));
    otherwise
        error('MATLAB:gallery:tridiag:invalidInputs', ...
            'Use tridiag(N), tridiag(C, D, E) or tridiag(N, C, D, E).');
end
end

function T = triw(sz, alpha, k)
need(nargin, 1);
[m, n] = dims(sz);
if nargin < 2, alpha = -1; end
if nargin < 3, k = n - 1; end
T = tril(eye(m, n) + alpha * triu(ones(m, n), 1), k);
end

function A = wathen(nx, ny, k)
% The consistent mass matrix of an nx-by-ny grid of 8-node serendipity
% elements with random densities; K = 1 scales it by its diagonal.
need(nargin, 2);
if nargin < 3, k = 0; end
nx = order(nx);
ny = order(ny);
e1 = [6 -6 2 -8; -6 32 -6 20; 2 -6 6 -6; -8 20 -6 32];
e2 = [3 -8 2 -6; -8 16 -8 20; 2 -8 3 -8; -6 20 -8 16];
e = [e1 e2; e2' e1] / 45;
n = 3 * nx * ny + 2 * nx + 2 * ny + 1;
rho = 100 * rand(nx, ny);
rows = zeros(64 * nx * ny, 1);
cols = rows;
vals = rows;
next = 0;
for j = 1:ny
    for i = 1:nx
        corner = 3 * j * nx + 2 * i + 2 * j + 1;
        mid = (3 * j - 1) * nx + 2 * j + i - 1;
        low = 3 * (j - 1) * nx + 2 * i + 2 * j - 3;
        nodes = [corner, corner - 1, corner - 2, mid, low, low + 1, low + 2, mid + 1];
        [cj, ci] = meshgrid(nodes, nodes);
        block = next + (1:64);
        rows(block) = ci(:);
        cols(block) = cj(:);
        vals(block) = e(:) * rho(i, j);
        next = next + 64;
    end
end
A = sparse(rows, cols, vals, n, n);
if k
    A = spdiags(1 ./ full(diag(A)), 0, n, n) * A;
end
end

function [A, b] = wilk(n)
need(nargin, 1);
switch n
    case 3
        A = [1e-10 0.9 -0.4; 0 0.9 -0.4; 0 0 1e-10];
        b = [0; 0; 1];
    case 4
        A = [0.9143e-4 0 0 0; 0.8762 0.7156e-4 0 0; ...
            0.7943 0.8143 0.9504e-4 0; 0.8017 0.6123 0.7165 0.7123e-4];
        b = [0.6524; 0.3127; 0.4186; 0.7853];
    case 5
        A = hilb(6);
        A = A(1:5, 2:6) * 1.8144;
        b = [];
    case 21
        A = diag(abs(-10:10)) + diag(ones(20, 1), 1) + diag(ones(20, 1), -1);
        b = [];
    otherwise
        error('MATLAB:gallery:wilk:invalidOrder', 'N must be 3, 4, 5 or 21.');
end
end
