function W = wilkinson(n)
% WILKINSON  Wilkinson's eigenvalue test matrix.
%   W = WILKINSON(N) is the symmetric tridiagonal N-by-N matrix with ones
%   on the first sub- and superdiagonals and abs(-m:m), m = (N-1)/2, on
%   the diagonal. It has pairs of nearly equal eigenvalues.
%   WILKINSON(N, CLASSNAME) returns class 'double' or 'single'.
%
%   See also EIG, GALLERY, ROSSER.
if nargin < 1
    error('MATLAB:narginchk:notEnoughInputs', 'Not enough input arguments.');
end
if ~isnumeric(n) || ~isscalar(n) || ~isreal(n) || n < 0 || n ~= fix(n)
    error('MATLAB:wilkinson:invalidOrder', 'N must be a nonnegative integer scalar.');
end
m = (double(n) - 1) / 2;
e = ones(n - 1, 1);
W = diag(abs(-m:m)) + diag(e, 1) + diag(e, -1);
if n == 0
    W = zeros(0);
end
end
