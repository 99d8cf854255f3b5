function [m, i] = nanmin(a, b, dim)
% NANMIN  Minimum, ignoring NaN values.
%   M = NANMIN(A) returns the smallest element of A along its first
%   non-singleton dimension, ignoring NaN values.
%   M = NANMIN(A, B) returns the element-wise smaller of A and B; where one
%   of them is NaN, the other is returned.
%   M = NANMIN(A, [], DIM) works along dimension DIM.
%   M = NANMIN(A, [], 'all') works over all elements of A.
%   M = NANMIN(A, [], VECDIM) works over the dimensions in VECDIM.
%   [M, I] = NANMIN(...) also returns the indices of the minima.
%   A slice of only NaN values gives NaN.
%
%   See also MIN, NANMAX, RANGE.
if nargin < 2
    [m, i] = min(a, [], 'omitnan');
elseif nargin < 3
    if nargout > 1
        error('stats:nanmin:TooManyOutputs', 'NANMIN with two matrices to compare and two output arguments is not supported.');
    end
    m = min(a, b, 'omitnan');
else
    if ~isempty(b)
        error('stats:nanmin:dimNotSupported', 'NANMIN with two matrices to compare and a working dimension is not supported.');
    end
    [m, i] = min(a, [], dim, 'omitnan');
end
end
