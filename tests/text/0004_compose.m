% compose (MathWorks compose page: one text per element, per row when the
% format has as many operators as columns, or per element of several arrays;
% a string format gives strings, a character format a cell array).
s = compose("%d", [1 2 3]);
disp(class(s)); disp(mat2str(size(s))); fprintf('[%s]', s); fprintf('\n');
c = compose('%.2f', pi);
disp(class(c)); fprintf('[%s]\n', c{1});
s = compose("%d and %d", [1 2; 3 4]);
disp(mat2str(size(s))); fprintf('[%s]', s); fprintf('\n');
s = compose("%s=%d", ["a"; "b"], [1; 2]);
disp(mat2str(size(s))); fprintf('[%s]', s); fprintf('\n');
s = compose("no operators");
fprintf('[%s]\n', s);
