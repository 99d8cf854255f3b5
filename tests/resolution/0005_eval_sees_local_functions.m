% Code run by eval and evalc resolves names in the calling file's scope, so
% it reaches that file's local functions, including one named like a
% builtin.
y = eval('tenfold(2)');
disp(y)
eval('z = tenfold(3);'); disp(z)
text = evalc('disp(tenfold(4))');
disp(strtrim(text))
f = eval('@tenfold');
disp(f(5))
g = eval('@(x) tenfold(x) + 1');
disp(g(6))
disp(eval('mean([1 2 3])'))
disp(nargin('tenfold'))
disp(eval('nargin(''tenfold'')'))
try
  eval('nosuchfunction(1)');
catch e
  disp(e.message)
end
disp(apply_in_function(7))

function r = tenfold(a)
  r = a * 10;
end

function r = mean(a)
  r = -sum(a);
end

function r = apply_in_function(a)
  % eval inside a local function sees the file's other local functions.
  r = eval('tenfold(a)');
end
