function H = hadamard(n, classname)
% HADAMARD  Hadamard matrix.
%   H = HADAMARD(N) is an N-by-N matrix of 1s and -1s whose columns are
%   orthogonal: H'*H = N*eye(N). N must be 2^k, 12*2^k or 20*2^k for an
%   integer k >= 0. HADAMARD(N, CLASSNAME) returns 'double' or 'single'.
%
%   See also COMPAN, HANKEL, TOEPLITZ.
if nargin < 1
    error('MATLAB:narginchk:notEnoughInputs', 'Not enough input arguments.');
end
if ~isnumeric(n) || ~isscalar(n) || ~isreal(n) || n < 1 || n ~= fix(n)
    error('MATLAB:hadamard:invalidInput', ...
        'N must be a positive integer such that N, N/12 or N/20 is a power of 2.');
end
n = double(n);
% The largest power-of-two factor doubles a base matrix of order 1, 12 or 20.
[f, e] = log2([n, n / 12, n / 20]);
k = find(f == 1/2 & e > 0, 1);
if isempty(k)
    error('MATLAB:hadamard:invalidInput', ...
        'N must be a positive integer such that N, N/12 or N/20 is a power of 2.');
end
orders = [1, 12, 20];
H = paley(orders(k));
for i = 1:e(k)-1
    H = [H, H; H, -H];
end
if nargin > 1
    H = cast(H, classname);
end
end

function H = paley(m)
% Paley's construction from the quadratic residues modulo the prime
% q = m - 1 (q = 3 mod 4): H = I + S, with S the bordered Jacobsthal
% matrix. Order 1 is [1].
if m == 1
    H = 1;
    return
end
q = m - 1;
residue = -ones(1, q);
residue(mod((1:q-1) .^ 2, q) + 1) = 1;
residue(1) = 0;
[j, i] = meshgrid(0:q-1, 0:q-1);
Q = residue(mod(j - i, q) + 1);
S = [0, ones(1, q); -ones(q, 1), Q];
H = eye(m) + S;
end
