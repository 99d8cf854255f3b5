% Numeric keys sort by value; KeyType/ValueType options; handle semantics:
% copies of a map are the same map (containers.Map page: "a handle
% object"). Values checked with GNU Octave.
M = containers.Map('KeyType', 'double', 'ValueType', 'any');
M(10) = 'ten';
M(-2.5) = [1 2 3];
M(3) = {'cell'};
k = keys(M);
fprintf('%g ', k{:}); fprintf('\n');
fprintf('%s\n', class(k{1}))
fprintf('%s\n', M(10))
fprintf('%g ', M(-2.5)); fprintf('\n');
disp(class(M(3)))
% one key and one value
S = containers.Map('solo', 42);
fprintf('%d %s %s\n', S('solo'), S.KeyType, S.ValueType)
T = containers.Map(7, 'seven');
fprintf('%s %s %s\n', T(7), T.KeyType, T.ValueType)
% numeric key arrays, and integer key types keep their class
U = containers.Map([3 1 2], {'c', 'a', 'b'});
k = keys(U);
fprintf('%g ', k{:}); fprintf('\n');
v = values(U);
fprintf('%s ', v{:}); fprintf('\n');
fprintf('%s %s\n', U.KeyType, U.ValueType)
I = containers.Map('KeyType', 'int32', 'ValueType', 'double');
I(5) = 1;
I(-7) = 2;
k = keys(I);
fprintf('%s %d %d\n', class(k{1}), k{1}, k{2})
% handle semantics
A = containers.Map();
B = A;
B('x') = 1;
fprintf('%d %d\n', A.Count, isKey(A, 'x'))
fprintf('%d %d\n', isequal(A, B), isequal(A, containers.Map()))
fprintf('%d %d %d\n', isobject(A), isa(A, 'handle'), isa(A, 'containers.Map'))
% a map changed inside a function is changed for the caller
s.m = A;
s.m('y') = 2;
fprintf('%d\n', A.Count)
% UniformValues false keeps ValueType any
W = containers.Map({'a', 'b'}, {1, 2}, 'UniformValues', false);
disp(W.ValueType)
