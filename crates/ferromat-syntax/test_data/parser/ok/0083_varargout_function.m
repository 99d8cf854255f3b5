function varargout = f(varargin)
varargout{1} = 1;
