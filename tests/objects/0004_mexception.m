% MException objects: constructor with a format, throw, catch, addCause,
% rethrow, error(ME), getReport, read-only properties (MathWorks MException,
% throw, rethrow, addCause and getReport pages; Octave has no MException
% constructor, so expectations are from those pages).
ME = MException('myComponent:inputError', 'Input %d does not have the format %s.', 3, 'abc');
disp(class(ME))
disp(ME.identifier)
disp(ME.message)
fprintf('%d %d\n', size(ME.stack))
fprintf('%d %d\n', size(ME.cause))
fprintf('%d %d %d\n', isobject(ME), isa(ME, 'handle'), isa(ME, 'MException'))
try
    throw(ME)
catch err
    disp(class(err))
    disp(err.identifier)
    disp(err.message)
end
try
    error('a:b', 'plain %s', 'error')
catch err
    fprintf('%s|%s|%d\n', class(err), err.message, isa(err, 'MException'))
end
C = MException('c:cause', 'the cause');
ME2 = addCause(ME, C);
fprintf('%d %d\n', numel(ME.cause), numel(ME2.cause))
disp(ME2.cause{1}.message)
try
    error(MException('x:y', 'via error'))
catch err
    disp(err.identifier)
end
try
    try
        error('in:ner', 'inner')
    catch first
        rethrow(first)
    end
catch second
    disp(second.message)
end
try
    ME.message = 'changed';
catch err
    disp(err.identifier)
    disp(err.message)
end
disp(getReport(MException('r:r', 'report me')))
disp(ME.getReport())
try
    ME.throw();
catch err
    disp(err.message)
end
% a struct with a message field is still rethrown
try
    rethrow(struct('message', 'from struct', 'identifier', 's:t'))
catch err
    disp(err.identifier)
end
fprintf('%d %d\n', isequal(ME, ME), isequal(ME, C))
