% leading comment
x = 1 % trailing
y = 'a % not comment' % comment
