% save/load options: command syntax, named variables, wildcards,
% -struct with and without fields, -append, -ascii, function form, and
% the errors of a missing, a non-MAT and a truncated file (which leave
% the workspace as it was).
alpha = 1; alpine = [2 3]; beta = 'b'; gamma = {4};
save vars.mat al* beta
clear
load vars.mat
fprintf('%g %g %s\n', alpha, alpine(2), beta);
S = load('vars.mat', 'alpine');
f = fieldnames(S); fprintf('%s ', f{:}); fprintf('\n');
opts.x = 10; opts.y = 'why'; opts.z = [1 2];
save('fields.mat', '-struct', 'opts', 'x', 'z')
T = load('fields.mat');
f = fieldnames(T); fprintf('%s ', f{:}); fprintf('\n');
save('fields.mat', '-struct', 'opts')
T = load('fields.mat');
f = fieldnames(T); fprintf('%s ', f{:}); fprintf('\n');
extra = 5; alpha = 100;
save('vars.mat', 'extra', 'alpha', '-append')
U = load('vars.mat');
f = fieldnames(U); fprintf('%s ', f{:}); fprintf('\n');
fprintf('%g %g\n', U.alpha, U.extra);
m = [1 2.5; -3 4e-3];
save('m.txt', 'm', '-ascii')
back = load('m.txt');
fprintf('%d\n', isequal(back, m));
clear m
load('m.txt')
fprintf('%g ', m); fprintf('\n');
save('d.txt', 'm', '-ascii', '-double', '-tabs')
fprintf('%d\n', isequal(load('d.txt'), m));
keep = 42;
try
  load('no_such_file.mat')
catch err
  disp(err.identifier)
end
try
  load('m.txt', '-mat')
catch err
  disp(err.identifier)
end
try
  load('truncated_v6.mat')
catch err
  disp(err.identifier)
end
fprintf('%d\n', keep);
try
  save('bad.mat', 'nosuch')
catch err
  disp(err.message)
end
