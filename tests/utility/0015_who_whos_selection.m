% who and whos with names, wildcards and -regexp, and their outputs.
alpha = 1; beta = [1 2; 3 4]; alps = 2+3i; S = sparse(eye(3));
whos al*
who -regexp ^b
who('beta', 'gam*')
c = who('a*')
s = whos('beta');
disp(fieldnames(s)')
disp(s.size)
disp(s.bytes)
disp(s.nesting.level)
t = whos('-regexp', 'ps$', '^S');
disp({t.name})
disp([t.complex t.sparse])
n = who('nothing*');
disp(size(n))
e = whos('nothing');
disp(size(e))
try
  who('-regexp', '(')
catch err
  disp(err.identifier)
end
