function r = range(x, dim)
% RANGE  Difference between the largest and smallest elements.
%   R = RANGE(X) returns max(X) - min(X) along the first non-singleton
%   dimension of X. NaN values are ignored.
%   R = RANGE(X, DIM) works along dimension DIM.
%   R = RANGE(X, VECDIM) works over the dimensions in the vector VECDIM.
%   R = RANGE(X, 'all') works over all elements of X.
%
%   See also BOUNDS, MAX, MIN.
if nargin < 2
    [lo, hi] = bounds(x);
else
    [lo, hi] = bounds(x, dim);
end
r = hi - lo;
end
