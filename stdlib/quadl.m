function [q, fcnt] = quadl(fun, a, b, tol, trace, varargin)
% QUADL  Numerically evaluate an integral (MATLAB's adaptive Lobatto form).
%   Q = QUADL(FUN, A, B) approximates the integral of FUN from A to B to
%   within an absolute error of 1e-6; Q = QUADL(FUN, A, B, TOL) uses TOL.
%   Q = QUADL(FUN, A, B, TOL, TRACE, P1, P2, ...) passes P1, P2, ... to FUN
%   after X; TRACE is accepted and ignored. [Q, FCNT] = QUADL(...) also
%   returns the number of points FUN was evaluated at.
%
%   Computed as QUAD is, with INTEGRAL's engine.
%
%   See also QUAD, INTEGRAL.
if nargin < 4
    tol = [];
end
[q, fcnt] = quadrature_by_integral(fun, a, b, tol, varargin, false);
end
