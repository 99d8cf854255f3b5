function [q, fcnt] = quadv(fun, a, b, tol, trace, varargin)
% QUADV  Numerically integrate an array-valued function.
%   Q = QUADV(FUN, A, B) integrates FUN, which takes a scalar X and returns
%   an array, from A to B to within an absolute error of 1e-6 in every
%   element; Q has the size of FUN's result. Q = QUADV(FUN, A, B, TOL)
%   uses TOL. Q = QUADV(FUN, A, B, TOL, TRACE, P1, P2, ...) passes P1,
%   P2, ... to FUN after X; TRACE is accepted and ignored.
%   [Q, FCNT] = QUADV(...) also returns the number of calls of FUN.
%
%   Computed with INTEGRAL(..., 'ArrayValued', true).
%
%   See also QUAD, INTEGRAL.
if nargin < 4
    tol = [];
end
[q, fcnt] = quadrature_by_integral(fun, a, b, tol, varargin, true);
end
