% csvwrite/csvread and dlmwrite/dlmread: 5 significant digits by
% default, precision, delimiters, zero-based row/column offsets and
% ranges, empty fields read as 0, -append.
M = [1 2 3; 4.123456 5 6; 7 8 9.5];
csvwrite('m.csv', M)
A = csvread('m.csv');
fprintf('%g ', A); fprintf('\n');
B = csvread('m.csv', 1, 1);
fprintf('%g ', B); fprintf('[%d %d]\n', size(B));
C = csvread('m.csv', 0, 0, [0 1 1 2]);
fprintf('%g ', C); fprintf('[%d %d]\n', size(C));
dlmwrite('p.txt', pi * [1 10], 'precision', 8)
fprintf('%.10g\n', dlmread('p.txt'));
dlmwrite('t.txt', M, '\t')
D = dlmread('t.txt', '\t', 2, 0);
fprintf('%g ', D); fprintf('[%d %d]\n', size(D));
dlmwrite('t.txt', [10 11 12], '-append', 'delimiter', '\t')
E = dlmread('t.txt');
fprintf('[%d %d] %g\n', size(E), E(4, 3));
dlmwrite('f.txt', [1.5 2], 'precision', '%.3f')
fprintf('%g ', dlmread('f.txt')); fprintf('\n');
dlmwrite('o.csv', [1 2; 3 4], ',', 1, 2)
O = csvread('o.csv');
fprintf('%g ', O); fprintf('[%d %d]\n', size(O));
dlmwrite('o.csv', [5 6], 'precision', '%.1f', 'coffset', 1, '-append')
disp(fileread('o.csv'))
