b = a';
c = a'';
d = 'str';
e = x(1)';
