% 0001_runtime_messages.m: texts of common interpreter errors, each caught and its message displayed
% texts from DISPLAY.md section 6 (R6.4 table); the texts marked (*) below are MATLAB R2023b's as
% recalled, not yet in DISPLAY.md. GNU Octave words these errors differently, so no cross-check
try
    q
catch ME
    disp(ME.message)
end
v = [1 2 3];
try
    v(5)
catch ME
    disp(ME.message)
end
M = [1 2 3; 4 5 6; 7 8 9];
try
    M(4, 1)
catch ME
    disp(ME.message)
end
try
    M(1, 5)
catch ME
    disp(ME.message)
end
try
    v(0)
catch ME
    disp(ME.message)
end
try
    v(1.5)
catch ME
    disp(ME.message)
end
try
    [1 2 3] + [1 2]
catch ME
    disp(ME.message)
end
try
    ones(2, 3) .* ones(3, 2)
catch ME
    disp(ME.message)
end
try
    nofunc(3)
catch ME
    disp(ME.message)
end
try
    [a, b] = numel(1);
catch ME
    disp(ME.message)
end
% (*) brace indexing into a double
try
    x = 5;
    x{1}
catch ME
    disp(ME.message)
end
% (*) unknown field
try
    s.a = 1;
    s.b
catch ME
    disp(ME.message)
end
% (*) concatenation of mismatched rows
try
    [1 2; 3]
catch ME
    disp(ME.message)
end
disp('still running')
