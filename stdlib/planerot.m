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
    y = x;
else
    % MATLAB's page: y = G*x with y(2) = 0, so y is [norm(x); 0] exactly.
    r = norm(x);
    G = [x'; -x(2), x(1)] / r;
    y = [r; 0];
end
end
