% substruct, subsref and subsasgn on ordinary values (MathWorks pages for
% substruct, subsref and subsasgn); values from GNU Octave 7.3 output.
S = substruct('()', {1, 2}, '.', 'f');
disp(size(S))
disp(S(1).type)
disp(S(2).subs)
A = magic(5);
disp(subsref(A, substruct('()', {1:2, ':'})))
C = {"one", 2, 'three'};
[d1, d2] = subsref(C, substruct('{}', {1:2}));
disp(d1)
disp(d2)
s.data = [5 10 15];
disp(subsref(s, substruct('.', 'data', '()', {2})))
s = subsasgn(s, substruct('.', 'data', '()', {2}), 25);
disp(s.data)
M = magic(3);
M = subsasgn(M, substruct('()', {1, ':'}), [-2 -2 -2]);
disp(M)
x = subsasgn(1:5, substruct('()', {2}), []);
disp(x)
c = subsasgn({}, substruct('{}', {3}), 'z');
disp(size(c))
t = subsasgn(struct(), substruct('.', 'a', '{}', {2}, '.', 'b'), 7);
disp(t.a{2}.b)
disp(isequal(subsref(A, struct('type', {}, 'subs', {})), A))
try
  substruct('x', 1)
catch err
  disp(err.message)
end
try
  substruct('()', [1 2])
catch err
  disp(err.message)
end
