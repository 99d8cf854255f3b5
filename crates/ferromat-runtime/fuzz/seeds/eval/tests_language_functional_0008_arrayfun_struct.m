% 0008_arrayfun_struct.m: arrayfun passes each element of a struct array as a 1x1 struct
% values cross-checked against GNU Octave 7
s(1).v = 1;
s(2).v = 5;
s(3).v = [1 2];
n = arrayfun(@(e) numel(e.v), s)
d = arrayfun(@(e) e.v * 2, s(1:2))
c = arrayfun(@(e) e.v, s, 'UniformOutput', false)
