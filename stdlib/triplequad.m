function q = triplequad(fun, xmin, xmax, ymin, ymax, zmin, zmax, tol, method, varargin)
% TRIPLEQUAD  Numerically evaluate a triple integral over a box.
%   Q = TRIPLEQUAD(FUN, XMIN, XMAX, YMIN, YMAX, ZMIN, ZMAX) integrates
%   FUN(X, Y, Z) over the box. FUN takes a vector X and scalars Y and Z
%   and returns a vector of values.
%   Q = TRIPLEQUAD(FUN, ..., TOL) uses the absolute error tolerance TOL
%   (default 1e-6); Q = TRIPLEQUAD(FUN, ..., TOL, METHOD, P1, P2, ...)
%   uses METHOD (@quad, @quadl) for the innermost integrals and passes
%   P1, P2, ... to FUN after Z.
%
%   See also INTEGRAL3, DBLQUAD, QUAD.
if nargin < 7
    error('MATLAB:minrhs', 'Not enough input arguments.');
end
if nargin < 8 || isempty(tol)
    tol = 1e-6;
end
if nargin < 9 || isempty(method)
    method = @quad;
end
if ischar(fun) || isstring(fun)
    fun = str2func(fun);
end
inner = @(z) dblquad(@(x, y) fun(x, y, z, varargin{:}), xmin, xmax, ymin, ymax, tol, method);
q = integral(inner, zmin, zmax, 'AbsTol', tol, 'RelTol', 100 * eps, 'ArrayValued', true);
end
