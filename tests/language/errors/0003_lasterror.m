% lasterror: the last error as a struct (MathWorks lasterror page);
% values from GNU Octave 7.3 output.
lasterror('reset');
e = lasterror();
disp(fieldnames(e))
disp(isempty(e.message))
disp(size(e.stack))
try
  error('my:id', 'Something failed.');
catch
end
e = lasterror();
disp(e.message)
disp(e.identifier)
old = lasterror(struct('message', 'Set by hand.', 'identifier', 'hand:set'));
disp(old.message)
[msg, id] = lasterr;
disp(msg)
disp(id)
try
  rethrow(lasterror());
catch
  disp(lasterr)
end
lasterror('reset');
disp(isempty(lasterr))
