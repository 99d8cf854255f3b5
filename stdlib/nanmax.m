function [m, i] = nanmax(a, b, dim)
% NANMAX  Maximum, ignoring NaN values.
%   M = NANMAX(A) returns the largest element of A along its first
%   non-singleton dimension, ignoring NaN values.
%   M = NANMAX(A, B) returns the element-wise larger of A and B; where one
%   of them is NaN, the other is returned.
%   M = NANMAX(A, [], DIM) works along dimension DIM.
%   M = NANMAX(A, [], 'all') works over all elements of A.
%   M = NANMAX(A, [], VECDIM) works over the dimensions in VECDIM.
%   [M, I] = NANMAX(...) also returns the indices of the maxima.
%   A slice of only NaN values gives NaN.
%
%   See also MAX, NANMIN, RANGE.
if nargin < 2
    [m, i] = max(a, [], 'omitnan');
elseif nargin < 3
    if nargout > 1
        error('stats:nanmax:TooManyOutputs', 'NANMAX with two matrices to compare and two output arguments is not supported.');
    end
    m = max(a, b, 'omitnan');
else
    if ~isempty(b)
        error('stats:nanmax:dimNotSupported', 'NANMAX with two matrices to compare and a working dimension is not supported.');
    end
    [m, i] = max(a, [], dim, 'omitnan');
end
end
