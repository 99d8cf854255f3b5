% 0009_feval.m: feval with a handle, a name and an anonymous function; several outputs
% values cross-checked against GNU Octave 7
y = feval(@max, [3 9 2])
y = feval('max', [3 9 2])
[m, i] = feval(@max, [3 9 2])
f = @(a, b) a * b;
z = feval(f, 6, 7)
