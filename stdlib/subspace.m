function theta = subspace(A, B)
% SUBSPACE  Angle between two subspaces.
%   THETA = SUBSPACE(A, B) is the largest principal angle, in radians,
%   between the column spaces of A and B (which must have the same number
%   of rows). Orthogonal subspaces give pi/2.
%
%   See also ORTH, RANK.
if nargin < 2
    error('MATLAB:narginchk:notEnoughInputs', 'Not enough input arguments.');
end
if size(A, 1) ~= size(B, 1)
    error('MATLAB:subspace:rowMismatch', 'A and B must have the same number of rows.');
end
A = orth(A);
B = orth(B);
if size(A, 2) < size(B, 2)
    [A, B] = deal(B, A);
end
% The part of the smaller basis outside the larger space: the sine of
% the largest angle is its norm (asin of it stays accurate for small angles).
B = B - A * (A' * B);
theta = asin(min(1, norm(B)));
end
