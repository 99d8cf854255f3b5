% 0002_printf_empty_arguments.m: with no data at all, fprintf/sprintf write the
% format once with every conversion empty; values from GNU Octave 7
fprintf('{%s}\n', '')
x = sprintf('a %d b', []);
fprintf('[%s] %d\n', x, numel(x))
y = sprintf('%d', []);
disp(size(y))
fprintf('value: %d\n', [])
z = sprintf('%5.2f|', []);
fprintf('[%s]\n', z)
fprintf('%d %d|', 1); fprintf('\n')
