% A file on the user's path shadows a builtin of the same name, and
% removing its folder from the path brings the builtin back. Tests run
% with the package folder crates/ferromat as the current folder.
fprintf('%s\n', num2str(mean([2 4])))
addpath('../../tests/resolution/shadow_files')
fprintf('%s\n', num2str(mean([2 4])))
rmpath('../../tests/resolution/shadow_files')
fprintf('%s\n', num2str(mean([2 4])))
