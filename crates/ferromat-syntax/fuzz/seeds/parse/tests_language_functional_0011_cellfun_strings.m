% 0011_cellfun_strings.m: cellfun with text builtins over a list of names
% values cross-checked against GNU Octave 7
names = {'alice', 'bob', 'carol'};
lens = cellfun(@length, names)
caps = cellfun(@(s) [upper(s(1)) s(2:end)], names, 'UniformOutput', false)
has = cellfun(@(s) any(s == 'o'), names)
j = strjoin(caps, ', ')
