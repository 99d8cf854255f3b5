% namedargs2cell, symvar, methods, ismethod and ver.
s = struct('Name', 'Peter', 'Height', 185, 'Age', 42);
c = namedargs2cell(s);
disp(size(c))
disp(c(1:2:end))
disp(isequal(c, {'Name', 'Peter', 'Height', 185, 'Age', 42}))
s2 = struct(c{:});
disp(isequal(s2, s))
disp(size(namedargs2cell(struct())))
try
  namedargs2cell(struct('name', {1, 2}))
catch err
  disp(err.message)
end
try
  namedargs2cell(true)
catch err
  disp(err.message)
end
disp(symvar('3*x + 4*y + 5*cos (z)')')
disp(symvar('a*b^2 + sin(omega*t) + pi*i - eps')')
disp(symvar('1./x + 2.5e-3*Inf + NaN')')
disp(size(symvar('sin ()^2 + cos ()^2 == 1')))
m = methods('containers.Map');
disp(m')
disp(isequal(methods(containers.Map), m))
disp(ismethod(containers.Map, 'keys'))
disp(ismethod(containers.Map, 'nothing'))
disp(ismethod(inputParser, 'addRequired'))
disp(ismethod(42, 'plus'))
disp(size(methods('double')))
methods('MException')
try
  methods('MException', '-short')
catch err
  disp(err.message)
end
v = ver;
disp(v.Name)
disp(fieldnames(v)')
disp(size(ver('ferromat')))
disp(size(ver('no_such_product')))
