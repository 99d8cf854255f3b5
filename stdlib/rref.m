function [R, jb] = rref(A, tol)
% RREF  Reduced row echelon form.
%   R = RREF(A) is the reduced row echelon form of A, computed by
%   Gauss-Jordan elimination with partial pivoting.
%   [R, jb] = RREF(A) also returns the pivot columns jb: r = length(jb) is
%   the rank estimate, A(:, jb) spans the column space of A.
%   RREF(A, TOL) treats pivots of magnitude at most TOL as zero (default
%   max(size(A))*eps*norm(A, inf)).
%
%   See also RANK, ORTH, NULL.
if nargin < 1
    error('MATLAB:narginchk:notEnoughInputs', 'Not enough input arguments.');
end
if ~isfloat(A) || ndims(A) > 2
    error('MATLAB:rref:invalidInput', 'Input must be a 2-D floating-point matrix.');
end
if issparse(A)
    A = full(A);
end
[m, n] = size(A);
if nargin < 2
    tol = max(m, n) * eps(class(A)) * norm(A, inf);
end
R = A;
jb = zeros(1, 0);
row = 1;
for col = 1:n
    if row > m
        break
    end
    [pivot, p] = max(abs(R(row:m, col)));
    p = p + row - 1;
    if pivot <= tol
        R(row:m, col) = 0;
        continue
    end
    jb(end + 1) = col; %#ok<AGROW>
    R([row p], col:n) = R([p row], col:n);
    R(row, col:n) = R(row, col:n) / R(row, col);
    others = [1:row-1, row+1:m];
    R(others, col:n) = R(others, col:n) - R(others, col) * R(row, col:n);
    row = row + 1;
end
end
