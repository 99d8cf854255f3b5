% Reading and writing table data by variable name, row name, number and
% mask, deletion, and concatenation (MathWorks "Access Data in Tables",
% "Add and Delete Table Rows", "Add, Delete, and Rearrange Table
% Variables" pages).
LastName = {'Sanchez';'Johnson';'Li';'Diaz';'Brown'};
Age = [38;43;38;40;49];
Height = [71;69;64;67;64];
Weight = [176;163;131;133;119];
T = table(Age,Height,Weight,'RowNames',LastName);
S = T(2:3, {'Age','Weight'});
fprintf('%d %d\n', size(S));
fprintf('%s ', S.Properties.RowNames{:}); fprintf('\n');
fprintf('%s ', S.Properties.VariableNames{:}); fprintf('\n');
fprintf('%g ', S.Weight); fprintf('\n');
A = T{:, {'Height','Weight'}};
fprintf('%d %d | %g %g\n', size(A), A(1,:));
fprintf('%g\n', T{'Li', 'Age'});
U = T(T.Age > 39, :);
fprintf('%s ', U.Properties.RowNames{:}); fprintf('\n');
U = T(:, [true false true]);
fprintf('%s ', U.Properties.VariableNames{:}); fprintf('\n');
U = T(end, 'Height');
fprintf('%s %g\n', U.Properties.RowNames{1}, U.Height);
fprintf('%g %g\n', T.Age(end), T.Weight(2));
T.Age(2) = 44;
fprintf('%g ', T.Age); fprintf('\n');
T{3, 'Height'} = 65;
fprintf('%g ', T.Height); fprintf('\n');
T('Diaz', :) = [];
fprintf('%d %d\n', size(T));
fprintf('%s ', T.Properties.RowNames{:}); fprintf('\n');
T(:, 'Weight') = [];
fprintf('%s ', T.Properties.VariableNames{:}); fprintf('\n');
M = T.Variables;
fprintf('%d %d\n', size(M));
T1 = table([1;2], {'a';'b'}, 'VariableNames', {'n','s'});
T2 = table(3, {'c'}, 'VariableNames', {'n','s'});
T12 = [T1; T2];
fprintf('%g ', T12.n); fprintf('%s ', T12.s{:}); fprintf('\n');
T21 = [T2(:, {'s','n'}); T1];
fprintf('%g ', T21.n); fprintf('\n');
T3 = table([5;6], 'VariableNames', {'m'});
T13 = [T1, T3];
fprintf('%s ', T13.Properties.VariableNames{:}); fprintf('\n');
T1(end+1, :) = {9, 'z'};
fprintf('%d: ', height(T1)); fprintf('%g ', T1.n); fprintf('%s ', T1.s{:}); fprintf('\n');
T1 = [T1; {10, 'w'}];
fprintf('%d: ', height(T1)); fprintf('%s ', T1.s{:}); fprintf('\n');
T1{1, 's'} = 'q';
fprintf('%s ', T1.s{:}); fprintf('\n');
disp(class(T1.s(2)))
C = T1{2:3, 's'};
fprintf('%s %d %d\n', class(C), size(C));
