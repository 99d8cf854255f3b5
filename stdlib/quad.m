function [q, fcnt] = quad(fun, a, b, tol, trace, varargin)
% QUAD  Numerically evaluate an integral to an absolute error tolerance.
%   Q = QUAD(FUN, A, B) approximates the integral of FUN from A to B to
%   within an absolute error of 1e-6. FUN is a function handle (or a
%   function name) that takes a vector X and returns a vector of values.
%   Q = QUAD(FUN, A, B, TOL) uses the absolute error tolerance TOL.
%   Q = QUAD(FUN, A, B, TOL, TRACE, P1, P2, ...) passes P1, P2, ... to FUN
%   after X; TRACE is accepted and ignored.
%   [Q, FCNT] = QUAD(...) also returns the number of points FUN was
%   evaluated at.
%
%   MATLAB recommends INTEGRAL instead; QUAD here runs INTEGRAL's adaptive
%   Gauss-Kronrod engine with TOL as the absolute tolerance, so its last
%   digits can differ from MATLAB's adaptive Simpson rule within TOL.
%
%   See also INTEGRAL, QUADL, QUADV, DBLQUAD, TRIPLEQUAD.
if nargin < 4
    tol = [];
end
[q, fcnt] = quadrature_by_integral(fun, a, b, tol, varargin, false);
end
