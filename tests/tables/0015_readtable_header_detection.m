% readtable without 'ReadVariableNames': a first row of numbers is data,
% not variable names (MathWorks readtable page: variable names are read
% from the file when it has them, else Var1, Var2, ...).
fid = fopen('nohead.txt', 'w');
fprintf(fid, '1,1.000\n2,1.414\n3,1.732\n');
fclose(fid);
T = readtable('nohead.txt');
fprintf('%d %d | %s %s\n', size(T), T.Properties.VariableNames{:});
fprintf('%g ', T.Var2); fprintf('\n');
fid = fopen('head.txt', 'w');
fprintf(fid, 'k,root\n1,1.000\n2,1.414\n');
fclose(fid);
H = readtable('head.txt');
fprintf('%d %d | %s %s\n', size(H), H.Properties.VariableNames{:});
N = readtable('nohead.txt', 'ReadVariableNames', true);
fprintf('%d %d | %s %s\n', size(N), N.Properties.VariableNames{:});
delete nohead.txt head.txt
