% array2table, cell2table, struct2table and back (MathWorks pages of
% these functions: default names Var1.. or from the input's name,
% 'VariableNames', table2array of numeric variables, table2cell,
% table2struct with one element per row).
A = [1 4 7; 2 5 8; 3 6 9];
T = array2table(A);
fprintf('%s ', T.Properties.VariableNames{:}); fprintf('\n');
T = array2table(A * 2, 'VariableNames', {'Feet','Inches','Centimeters'});
fprintf('%s ', T.Properties.VariableNames{:}); fprintf('| %g\n', T.Inches(3));
B = table2array(T);
fprintf('%d %d %g\n', size(B), B(2, 3));
C = {1, 'Fred', true; 2, 'Ann', false};
T = cell2table(C, 'VariableNames', {'Id','Name','Ok'});
fprintf('%s %s %s\n', class(T.Id), class(T.Name), class(T.Ok));
fprintf('%s\n', T.Name{2});
D = table2cell(T);
fprintf('%d %d %s %s\n', size(D), class(D{1,1}), D{2,2});
S = table2struct(T);
fprintf('%d %d %s %g\n', size(S), S(2).Name, S(1).Id);
R = table2struct(T, 'ToScalar', true);
fprintf('%d %d | %g %g\n', size(R), R.Id);
s.Name = {'a';'b'};
s.Value = [10;20];
U = struct2table(s);
fprintf('%d %d | %s %s | %g\n', size(U), U.Properties.VariableNames{:}, U.Value(2));
p(1).x = 1; p(1).y = 'u';
p(2).x = 2; p(2).y = 'v';
V = struct2table(p);
fprintf('%d %d | %s %s | %s\n', size(V), class(V.x), class(V.y), V.y{2});
H = head(array2table((1:10)'), 3);
fprintf('%g ', H.Var1); fprintf('\n');
L = tail(array2table((1:10)'), 2);
fprintf('%g ', L.Var1); fprintf('\n');
fprintf('%d\n', height(head(array2table((1:10)'))));
