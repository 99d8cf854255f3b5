% A file on the user's path shadows a builtin of the same name, and
% removing its folder from the path brings the builtin back. The folder is
% found beside this script (mfilename), whatever the current folder is.
fprintf('%s\n', num2str(mean([2 4])))
shadow = fullfile(fileparts(mfilename('fullpath')), 'shadow_files');
addpath(shadow)
fprintf('%s\n', num2str(mean([2 4])))
rmpath(shadow)
fprintf('%s\n', num2str(mean([2 4])))
