function [V, D, s] = condeig(A)
% CONDEIG  Condition numbers of eigenvalues.
%   C = CONDEIG(A) is a column of condition numbers for the eigenvalues
%   of the square matrix A: the reciprocals of the cosines of the angles
%   between the left and right eigenvectors.
%   [V, D, S] = CONDEIG(A) is [V, D] = EIG(A) with S = CONDEIG(A).
%   Large condition numbers mean A is near a matrix with multiple
%   eigenvalues.
%
%   See also EIG, COND, BALANCE.
if nargin < 1
    error('MATLAB:narginchk:notEnoughInputs', 'Not enough input arguments.');
end
if ~isnumeric(A) || ndims(A) > 2 || size(A, 1) ~= size(A, 2)
    error('MATLAB:square', 'Matrix must be square.');
end
if issparse(A)
    A = full(A);
end
[R, D] = eig(A);
% The rows of inv(R) are the left eigenvectors scaled so that W*R = I.
W = inv(R);
c = sqrt(sum(abs(W).^2, 2)) .* sqrt(sum(abs(R).^2, 1)).';
if isempty(A)
    c = zeros(0);
end
if nargout <= 1
    V = c;
else
    V = R;
    s = c;
end
end
