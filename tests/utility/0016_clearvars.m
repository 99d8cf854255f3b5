% clearvars: names, wildcards, -regexp, -except and -global, after the
% examples of the MathWorks clearvars page.
a = 1; b = 2; c = 3;
clearvars a c
disp(who')
A = 1; B = 2; C = 3; D = 4;
clearvars -except C D
disp(who')
b106 = 1; b107 = 2; b1 = 3; bx = 4;
clearvars -regexp ^b\d{3}$ -except b106
disp(who')
clearvars
a1 = 1; ab = 2; aa = 3; ba = 4;
clearvars a* -except -regexp a$
disp(who')
clearvars
a = 1; a2 = 2; a33 = 3;
clearvars a?3
disp(who')
clearvars a3
disp(who')
clearvars('-regexp', '2', '3$')
disp(who')
cashOnHand = 20; cost = 12.99;
initialVars = who;
taxRate = 0.0625;
tax = round(100*cost*taxRate)/100;
clearvars('-except', initialVars{:})
disp(who')
globals_demo();
try
  clearvars('ans', '-global')
catch err
  disp(err.message)
end
try
  clearvars -except a -except b
catch err
  disp(err.message)
end
clearvars
disp(size(who))

function globals_demo()
  global x1 x2 y
  x1 = 1; x2 = 2; y = 3; local = 4;
  clearvars -global -except x*
  disp(who('global')')
  disp(who')
  clearvars x1
  global x1
  disp(x1)
  clear -global x1 x2
end
