function q = dblquad(fun, xmin, xmax, ymin, ymax, tol, method, varargin)
% DBLQUAD  Numerically evaluate a double integral over a rectangle.
%   Q = DBLQUAD(FUN, XMIN, XMAX, YMIN, YMAX) integrates FUN(X, Y) over
%   XMIN <= X <= XMAX, YMIN <= Y <= YMAX. FUN takes a vector X and a scalar
%   Y and returns a vector of values.
%   Q = DBLQUAD(FUN, XMIN, XMAX, YMIN, YMAX, TOL) uses the absolute error
%   tolerance TOL (default 1e-6).
%   Q = DBLQUAD(FUN, ..., TOL, METHOD, P1, P2, ...) accepts METHOD
%   (@quad, @quadl or a compatible function handle, used for the inner
%   integrals) and passes P1, P2, ... to FUN after Y.
%
%   See also INTEGRAL2, QUAD, TRIPLEQUAD.
if nargin < 5
    error('MATLAB:minrhs', 'Not enough input arguments.');
end
if nargin < 6 || isempty(tol)
    tol = 1e-6;
end
if nargin < 7 || isempty(method)
    method = @quad;
end
if ischar(fun) || isstring(fun)
    fun = str2func(fun);
end
% The inner integral over x for each y, the outer over y one y at a time.
inner = @(y) method(@(x) fun(x, y, varargin{:}), xmin, xmax, tol);
q = integral(inner, ymin, ymax, 'AbsTol', tol, 'RelTol', 100 * eps, 'ArrayValued', true);
end
