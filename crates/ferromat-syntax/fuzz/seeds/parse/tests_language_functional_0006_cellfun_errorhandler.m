% 0006_cellfun_errorhandler.m: 'ErrorHandler' receives the error struct and the arguments
% values cross-checked against GNU Octave 7 (the index message text is MATLAB's)
r = cellfun(@(x) x(3), {[1 2 3], [1 2]}, 'ErrorHandler', @(S, x) -1)
i = cellfun(@(x) x(3), {[1 2], [4 5 6], 7}, 'ErrorHandler', @(S, x) -S.index)
m = cellfun(@(x) x(3), {[1 2]}, 'ErrorHandler', @(S, x) S.message, 'UniformOutput', false)
