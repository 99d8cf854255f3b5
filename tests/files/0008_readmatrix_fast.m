% readmatrix on plain numeric CSV files (the fast path) and on files the
% general reader handles (quotes), which must give the same values.
folder = tempname();
mkdir(folder);
name = fullfile(folder, 'plain.csv');
fid = fopen(name, 'w');
fprintf(fid, 'a,b,c\n');
fprintf(fid, '1,2.5,-3e2\n');
fprintf(fid, '4,,6\n');
fprintf(fid, '7,x,Inf\r\n');
fprintf(fid, '\n');
fprintf(fid, '-0.125,1e-3,NaN\n');
fclose(fid);
A = readmatrix(name);
fprintf('%d %d\n', size(A));
fprintf('%g ', A); fprintf('\n');
name2 = fullfile(folder, 'quoted.csv');
fid = fopen(name2, 'w');
fprintf(fid, '"1",2\n3,"4"\n');
fclose(fid);
B = readmatrix(name2);
fprintf('%d %d | ', size(B)); fprintf('%g ', B); fprintf('\n');
C = readmatrix(name, 'NumHeaderLines', 2);
fprintf('%d %d | ', size(C)); fprintf('%g ', C(:, 1)); fprintf('\n');
rmdir(folder, 's');
