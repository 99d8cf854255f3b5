% writematrix/readmatrix (15 significant digits, header detection,
% NumHeaderLines, empty and text fields as NaN, Range, Delimiter) and
% writecell/readcell (quoted text, empty cells).
M = [pi 2; -1e-7 NaN; 3 4];
writematrix(M, 'm.csv')
A = readmatrix('m.csv');
fprintf('%.15g ', A); fprintf('[%d %d]\n', size(A));
writecell({'time', 'value, in V'; 1, 2.5; 2, []; 3, 'n/a'}, 'h.csv')
H = readmatrix('h.csv');
fprintf('%g ', H); fprintf('[%d %d]\n', size(H));
H1 = readmatrix('h.csv', 'NumHeaderLines', 2);
fprintf('%g ', H1); fprintf('[%d %d]\n', size(H1));
R = readmatrix('m.csv', 'Range', 'A2:B3');
fprintf('%g ', R); fprintf('[%d %d]\n', size(R));
C = readcell('h.csv');
fprintf('[%d %d] %s|%s|%g|%s\n', size(C), C{1, 1}, C{1, 2}, C{2, 2}, C{4, 2});
writematrix([1 2; 3 4], 's.txt', 'Delimiter', ';')
S = readmatrix('s.txt', 'Delimiter', ';');
fprintf('%g ', S); fprintf('[%d %d]\n', size(S));
writematrix([5 6], 's.txt', 'Delimiter', ';', 'WriteMode', 'append')
S = readmatrix('s.txt', 'Delimiter', ';');
fprintf('%g ', S); fprintf('[%d %d]\n', size(S));
writematrix(logical([1 0]), 'b.csv')
fprintf('%g ', readmatrix('b.csv')); fprintf('\n');
try
  readmatrix('missing.csv')
catch err
  disp('caught')
end
