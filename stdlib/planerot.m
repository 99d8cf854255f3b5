function [G, y] = planerot(x)
% PLANEROT  Givens plane rotation.
%   [G, Y] = PLANEROT(X), for a 2-element vector X, returns the 2-by-2
%   orthogonal (unitary) matrix G with Y = G*X(:) and Y(2) = 0.
%
%   See also QR, QRDELETE, QRINSERT.
if nargin < 1
    error('MATLAB:narginchk:notEnoughInputs', 'Not enough input arguments.');
end
if ~isnumeric(x) || numel(x) ~= 2
    error('MATLAB:planerot:invalidInput', 'X must be a 2-element vector.');
end
x = x(:);
if x(2) == 0
    G = eye(2, class(x));
else
    G = [x'; -x(2), x(1)] / norm(x);
end
y = G * x;
end
