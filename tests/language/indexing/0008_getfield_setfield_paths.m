% getfield/setfield with subscript cells between field names (MathWorks
% getfield and setfield pages); values from GNU Octave 7 output.
ss(1,2).fd(3).b(1,4) = 5;
disp(getfield(ss, {1,2}, 'fd', {3}, 'b', {1,4}))
oo(1,1).f0 = 1;
oo = setfield(oo, {1,2}, 'fd', {3}, 'b', {1,4}, 6);
disp(oo(1,2).fd(3).b(1,4))
disp(size(oo(1,2).fd(3).b))
s.a = [1 2 3];
disp(getfield(s, 'a', {2}))
s = setfield(s, 'a', {2}, 20); disp(s.a)
s = setfield(s, 'b', 'new'); disp(s.b)
t.m = magic(3);
disp(getfield(t, 'm', {':', 2})')
disp(getfield(s, 'a'))
try
  getfield(s, 'nosuch')
catch e
  disp(e.message)
end
