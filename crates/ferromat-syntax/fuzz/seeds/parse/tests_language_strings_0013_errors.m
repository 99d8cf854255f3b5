% 0013_errors.m: error texts of the text builtins
% MATLAB texts; Octave words these differently
try
    strcmp({'a', 'b'}, {'a', 'b', 'c'})
catch ME
    disp(ME.message)
end
try
    strsplit(5)
catch ME
    disp(ME.message)
end
