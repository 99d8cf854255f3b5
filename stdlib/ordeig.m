function lambda = ordeig(A, B)
% ORDEIG  Eigenvalues of a quasitriangular matrix in their diagonal order.
%   E = ORDEIG(T) returns the eigenvalues of the (quasi) upper triangular
%   Schur factor T in the order they appear on its diagonal; a 2-by-2
%   diagonal block gives its complex pair, positive imaginary part first.
%   E = ORDEIG(AA, BB) does the same for the generalized Schur pair from
%   QZ.
%
%   See also SCHUR, ORDSCHUR, EIG.
if nargin < 1
    error('MATLAB:narginchk:notEnoughInputs', 'Not enough input arguments.');
end
n = size(A, 1);
if ~isnumeric(A) || ndims(A) > 2 || size(A, 2) ~= n
    error('MATLAB:ordeig:InputMustBeSquare', 'The input matrix must be square.');
end
if nargin > 1 && ~isequal(size(B), size(A))
    error('MATLAB:ordeig:SizeMismatch', 'AA and BB must be square matrices of the same size.');
end
% Complex Schur factors are triangular; real ones may have 2-by-2 blocks
% (a nonzero subdiagonal entry), never two in a row.
sub = diag(A, -1);
quasi = isreal(A) && (nargin < 2 || isreal(B));
if any(any(tril(A, -2))) || (~quasi && any(sub)) || any(sub(1:end-1) & sub(2:end))
    error('MATLAB:ordeig:NotQuasitriangular', 'The input matrix must be quasitriangular.');
end
if nargin > 1 && any(any(tril(B, -1)))
    error('MATLAB:ordeig:NotTriangular', 'BB must be upper triangular.');
end
lambda = zeros(n, 1);
k = 1;
while k <= n
    if k < n && A(k+1, k) ~= 0
        block = k:k+1;
        if nargin > 1
            pair = eig(A(block, block), B(block, block));
        else
            pair = eig(A(block, block));
        end
        [~, order] = sort(imag(pair), 'descend');
        lambda(block) = pair(order);
        k = k + 2;
    else
        if nargin > 1
            lambda(k) = A(k, k) / B(k, k);
        else
            lambda(k) = A(k, k);
        end
        k = k + 1;
    end
end
end
