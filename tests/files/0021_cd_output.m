% 0021_cd_output.m: oldFolder = cd(newFolder) returns the folder it left,
% and cd with one output and no input returns the current folder.
% Expectations: MATLAB's cd page (its syntax list and "oldFolder = cd(newFolder)
% returns the existing current folder ... as a character vector").
here = pwd;
old = cd(tempdir);
fprintf('%d %d\n', strcmp(old, here), ischar(old));
fprintf('%d\n', strcmp(cd, pwd));
back = cd(old);
fprintf('%d %d\n', strcmp(pwd, here), strcmp(back, here));
