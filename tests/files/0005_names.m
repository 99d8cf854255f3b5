% File names as text: fileparts, fullfile, filesep, pathsep, tempdir, tempname.
[p, n, e] = fileparts('/home/user/file.tar.gz');
disp(['[' p '] [' n '] [' e ']']);
[p, n, e] = fileparts('file');
disp(['[' p '] [' n '] [' e '] ' num2str(isempty(p))]);
[p, n, e] = fileparts('/a/b/');
disp(['[' p '] [' n '] [' e ']']);
fprintf('%s\n', fullfile('a', 'b/', '/c.m'));
fprintf('%s\n', fullfile('/', 'x'));
fprintf('%s\n', fullfile('a', ''));
fprintf('%s %s\n', filesep, pathsep);
t = tempdir;
fprintf('tempdir ends with filesep: %d\n', t(end) == filesep);
a = tempname; b = tempname;
fprintf('tempname differs: %d, in tempdir: %d, exists: %d\n', ~strcmp(a, b), strncmp(a, t, numel(t)), exist(a));
