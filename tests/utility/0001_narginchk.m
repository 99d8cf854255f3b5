% narginchk / nargoutchk: the MathWorks examples (checkInputs, checkOutputs).
checkInputs(13, 7, 42, 1701, 5)
try
    checkInputs(13)
catch err
    fprintf('%s | %s\n', err.identifier, err.message);
end
try
    checkInputs(13, 7, 42, 1701, 5, 88)
catch err
    fprintf('%s | %s\n', err.identifier, err.message);
end
[a, b] = checkOutputs();
fprintf('%d outputs given\n', numel([a b]));
try
    a = checkOutputs();
catch err
    fprintf('%s | %s\n', err.identifier, err.message);
end
try
    [a, b, c, d, e, f] = checkOutputs();
catch err
    fprintf('%s | %s\n', err.identifier, err.message);
end
atLeastTwo(1, 2, 3, 4, 5, 6, 7)
try
    narginchk(1, 2)
catch err
    disp(err.identifier);
end

function checkInputs(A, B, varargin)
    minArgs = 2;
    maxArgs = 5;
    narginchk(minArgs, maxArgs)
    fprintf('Received 2 required and %d optional inputs\n', length(varargin))
end

function varargout = checkOutputs(varargin)
    nargoutchk(2, 5)
    fprintf('You requested %d outputs.\n', nargout)
    varargout = cell(nargout, 1);
    for k = 1:nargout
        varargout{k} = k;
    end
end

function atLeastTwo(varargin)
    narginchk(2, Inf)
    fprintf('%d inputs\n', nargin)
end
