% writetable and readtable (MathWorks writetable and readtable pages:
% header row of variable names, comma-delimited, fields with a delimiter
% quoted; on reading, headers made valid with makeValidName's rules,
% numeric columns as double with NaN for empty fields, text columns as
% cell arrays of character vectors; 'ReadVariableNames', 'NumHeaderLines',
% 'Delimiter').
T = table([1;2;3], {'x';'y,z';'w'}, [true;false;true], 'VariableNames', {'Num','Text','Flag'});
writetable(T, 'out.csv');
fprintf('%s', fileread('out.csv'));
R = readtable('out.csv');
fprintf('%d %d | %s %s %s\n', size(R), R.Properties.VariableNames{:});
fprintf('%s %s %s\n', class(R.Num), class(R.Text), class(R.Flag));
fprintf('%s|', R.Text{:}); fprintf('\n');
fid = fopen('h.csv', 'w');
fprintf(fid, 'First Name,Age (years),1st,for\n');
fprintf(fid, 'Ann,31,,7\n');
fprintf(fid, 'Bob,,2.5,8\n');
fclose(fid);
H = readtable('h.csv');
fprintf('%s ', H.Properties.VariableNames{:}); fprintf('\n');
fprintf('%g ', H.Age_years_); fprintf('| %g %g\n', H.x1st);
N = readtable('h.csv', 'ReadVariableNames', false, 'NumHeaderLines', 1);
fprintf('%d %d | %s %s\n', size(N), N.Properties.VariableNames{1}, N.Var1{2});
fid = fopen('s.txt', 'w');
fprintf(fid, 'a;b\n1;2\n3;4\n');
fclose(fid);
P = readtable('s.txt', 'Delimiter', ';');
fprintf('%g ', P.b); fprintf('\n');
M = table([1 2; 3 4], 'VariableNames', {'BP'});
writetable(M, 'm.csv');
fprintf('%s', fileread('m.csv'));
W = table([1.5; 2], 'VariableNames', {'v'}, 'RowNames', {'r1', 'r2'});
writetable(W, 'w.txt', 'Delimiter', '\t', 'WriteRowNames', true);
fprintf('%s', fileread('w.txt'));
