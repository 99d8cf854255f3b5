% 0002_function_errors.m: errors raised by and inside local functions, error()/assert() formatting
% texts from DISPLAY.md section 6 and the error/assert documentation; (*) marks texts recalled from MATLAB R2023b
% values cross-checked against GNU Octave 7 for the error()/assert() messages only
try
    [a, b] = one_output(1);
catch ME
    disp(ME.message)
end
% (*) too many inputs to a local function
try
    one_output(1, 2);
catch ME
    disp(ME.message)
end
% (*) an input the caller did not pass
try
    needs_input();
catch ME
    disp(ME.message)
end
try
    raise_custom(4);
catch ME
    disp(ME.message)
    disp(ME.identifier)
end
try
    error('a:b', 'line one\nline two');
catch ME
    disp(ME.message)
end
try
    assert(1 == 2);
catch ME
    disp(ME.message)
end
try
    assert(false, 'value %d is wrong', 3);
catch ME
    disp(ME.message)
end
try
    assert(false, 'my:assert', 'bad %s', 'thing');
catch ME
    disp(ME.message)
    disp(ME.identifier)
end
r = one_output(5)

function y = one_output(x)
y = x + 1;
end

function y = needs_input(x)
y = x;
end

function raise_custom(n)
error('custom:thing', 'custom error number %d', n);
end
