% An empty %s field between delimiters is '' (0-by-0), like any ''.
str = sprintf('a\t\tb\tc');
C = textscan(str, '%s', 'Delimiter', '\t', 'MultipleDelimsAsOne', false);
fprintf('%d ', size(C{1})); fprintf('\n');
fprintf('%d ', size(C{1}{2})); fprintf('\n');
fprintf('%d\n', isequal(C{1}, {'a'; ''; 'b'; 'c'}));
