% 0005_cellfun_errors.m: cellfun's errors for non-scalar uniform output, non-cell input and size mismatch
% MATLAB texts (Octave words these differently)
try
    cellfun(@(x) x * 2, {[1 2], 3})
catch ME
    disp(ME.message)
end
try
    cellfun(@(x) [x x], {1, 2})
catch ME
    disp(ME.identifier)
end
try
    cellfun(@numel, 5)
catch ME
    disp(ME.message)
end
