% 0022_who_file.m: who -file and whos -file list the variables of a MAT-file.
% Expectations: MATLAB's who and whos pages ("who -file filename" lists the
% variables in the MAT-file; the listing is the same as for the workspace;
% a .mat extension is assumed); the error texts for a missing file and a
% missing file name are ferromat's.
alpha = 1; beta = int8([1 2 3]); gamma = 'text';
f = [tempname '.mat'];
save(f, 'alpha', 'beta', 'gamma');
clear alpha beta gamma
who('-file', f)
whos('-file', f, 'b*')
c = who('-file', f);
disp(c')
s = whos('-file', f);
fprintf('%s %s %d\n', s(2).name, s(2).class, s(2).bytes);
[folder, name] = fileparts(f);
who('-file', fullfile(folder, name))
delete(f);
try
  who('-file', 'no_such_file_for_who')
catch err
  disp(err.message)
end
try
  whos -file
catch err
  disp(err.message)
end
disp(exist('alpha', 'var'))
