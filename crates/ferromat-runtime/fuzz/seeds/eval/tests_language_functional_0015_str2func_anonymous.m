% 0015_str2func_anonymous.m: str2func of anonymous-function text
% values and rules from the MATLAB str2func page: the text is shown without
% spaces, and the handle captures no workspace variables (Octave captures them)
fh = str2func('@(x) 7*x - 13')
y = fh(3)
g = str2func('@(a,b) max(a, b)');
m = g([1 5 2], 3)
h = str2func('@() 0xFF');
c = class(h())
adder = str2func('@(x) @(y) x + y');
add10 = adder(10);
s = func2str(add10)
z = add10(5)
a = 13;
noCapture = str2func('@(x)7*x-a');
try
  noCapture(3)
catch err
  disp(err.message)
end
try
  str2func('@(x) x; y = 2')
catch err
  disp(err.message)
end
nested = @() @(v) v + 1;
inner = nested();
t = func2str(inner)
