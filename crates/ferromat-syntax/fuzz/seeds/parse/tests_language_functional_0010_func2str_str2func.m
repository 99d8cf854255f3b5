% 0010_func2str_str2func.m: func2str of anonymous and named handles; str2func of a name
% values from the MATLAB func2str/str2func pages (Octave 7 prints anonymous text with spaces)
s = func2str(@(x) x.^2)
s = func2str(@sin)
f = str2func('max');
y = f([4 8 1])
s = func2str(f)
c = class(str2func('sin'))
