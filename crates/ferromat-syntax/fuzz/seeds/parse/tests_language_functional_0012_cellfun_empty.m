% 0012_cellfun_empty.m: cellfun and arrayfun over empty inputs never call the function
% values cross-checked against GNU Octave 7
r = cellfun(@numel, {})
c = cellfun(@numel, {}, 'UniformOutput', false)
a = arrayfun(@(x) x, [])
