function [q, fcnt] = quadrature_by_integral(fun, a, b, tol, extra, array_valued)
% QUADRATURE_BY_INTEGRAL  The shared body of QUAD, QUADL and QUADV.
%   [Q, FCNT] = QUADRATURE_BY_INTEGRAL(FUN, A, B, TOL, EXTRA, ARRAYVALUED)
%   integrates FUN(X, EXTRA{:}) from A to B with INTEGRAL, TOL as the
%   absolute tolerance (1e-6 when empty; the relative one kept out of the
%   way), and counts the points (or, array-valued, the calls) FUN was
%   evaluated at. A missing FUN, A or B fails in the caller, where reading
%   an input that was not passed is "Not enough input arguments.".
if ischar(fun) || isstring(fun)
    fun = str2func(fun);
end
if ~isa(fun, 'function_handle')
    error('MATLAB:quad:invalidFunction', 'The first input must be a function handle or a function name.');
end
if isempty(tol)
    tol = 1e-6;
end
if ~(isscalar(tol) && isnumeric(tol) && tol > 0)
    error('MATLAB:quad:invalidTolerance', 'The tolerance must be a positive scalar.');
end
counted_points('reset');
counted = @(x) counted_call(fun, x, extra);
q = integral(counted, a, b, 'AbsTol', tol, 'RelTol', 100 * eps, 'ArrayValued', array_valued);
fcnt = counted_points('get');
end

function y = counted_call(fun, x, extra)
counted_points('add', numel(x));
y = fun(x, extra{:});
end

function n = counted_points(action, k)
persistent total
if isempty(total)
    total = 0;
end
switch action
    case 'reset'
        total = 0;
    case 'add'
        total = total + k;
end
n = total;
end
