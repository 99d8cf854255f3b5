% 0004_structs.m: struct fields, nested fields, dynamic fields, struct arrays
% values cross-checked against GNU Octave 7 (values only; Octave prints structs differently)
s.a = 1;
s.b = 'text';
s.c.d = 5;
s.c.d
s.c
name = 'b';
s.(name)
s.(['new' 'field']) = 2;
isfield(s, 'newfield')
s
fieldnames(s)
t(2).a = 5
t(1).a
numel(t)
t(2).a
u = struct('v', {10, 20, 30});
[u.v]
u(2)
r = rmfield(s, 'c');
isfield(r, {'a', 'c'})
