% 0005_try_catch.m: try/catch, ME.message and ME.identifier, formatted error(), nested try
% values cross-checked against GNU Octave 7 (not the identifier of the unknown-name error, which Octave names differently)
try
    error('my:id', 'value %d too big', 3);
catch ME
    disp(ME.message)
    disp(ME.identifier)
end
try
    error('plain message');
catch ME
    disp(ME.message)
    tf = isempty(ME.identifier)
end
try
    undefined_thing_q + 1;
catch ME
    disp(ME.identifier)
end
try
    disp('before')
    error('stop:here', 'stopped');
    disp('after')
catch
    disp('caught without a variable')
end
try
    a = 1;
catch
    disp('not printed')
end
a
try
    try
        error('inner:id', 'inner');
    catch inner
        error('outer:id', '%s then outer', inner.message);
    end
catch outer
    disp(outer.message)
    disp(outer.identifier)
end
try, error('a:b', 'x = %d, y = %.2f', 7, 0.5); catch err, msg = err.message, end
err.identifier
