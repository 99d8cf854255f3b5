% importdata: numeric text with column headers, row headers and header
% lines, the delimiter and header count it detects, MAT-files and images.
f = [tempname() '.txt'];
fid = fopen(f, 'w');
fprintf(fid, 'Day1  Day2  Day3  Day4  Day5  Day6  Day7\n');
fprintf(fid, '95.01 76.21 61.54 40.57  5.79 20.28  1.53\n');
fprintf(fid, '23.11 45.65 79.19 93.55 35.29 19.87 74.68\n');
fprintf(fid, '60.68  1.85 92.18 91.69 81.32 60.38 44.51\n');
fprintf(fid, '48.60 82.14 73.82 41.03  0.99 27.22 93.18\n');
fprintf(fid, '89.13 44.47 17.63 89.36 13.89 19.88 46.60\n');
fclose(fid);
A = importdata(f, ' ', 1);
for k = [3, 5]
   disp(A.colheaders{1, k})
   disp(A.data(:, k))
   disp(' ')
end
disp(fieldnames(A)')
disp(isequal(A.textdata, A.colheaders))
[B, d, h] = importdata(f);
disp(isequal(B, A))
fprintf('[%s] %d\n', d, h);

fid = fopen(f, 'w');
fprintf(fid, '1,2,3\n4,5,6\n7,8,9\n');
fclose(fid);
[A, delimiterOut] = importdata(f)
[A, delimiterOut, headerlinesOut] = importdata(f, ',');
fprintf('%s %d %s\n', delimiterOut, headerlinesOut, class(A));

fid = fopen(f, 'w');
fprintf(fid, 'Header\n1\nDay1 Day2 Day3\n95.01 76.21 61.54\n');
fclose(fid);
M = importdata(f);
disp(M.textdata)
disp(M.data)

fid = fopen(f, 'w');
fprintf(fid, 'Introductory text\n');
fprintf(fid, 'col1\tcol2\tcol3\n');
fprintf(fid, 'row1\t3.1\t-7.2\t0\nrow2\t0.012\t6.5\t128\n');
fclose(fid);
[S, d, h] = importdata(f);
disp(S.data)
disp(S.rowheaders')
disp(S.colheaders)
disp(size(S.textdata))
disp(S.textdata(:, 1)')
fprintf('%d %d\n', double(d), h);

fid = fopen(f, 'w');
fprintf(fid, '%f\n', [3.1 -7.2 0]);
fclose(fid);
[x, d, h] = importdata(f);
disp(x')
fprintf('%d %d\n', isempty(d), h);

fid = fopen(f, 'w');
fprintf(fid, 'aaaa bb\ncc dddd\n');
fclose(fid);
[t, d, h] = importdata(f)
delete(f);

g = [tempname() '.mat'];
alpha = magic(3);
save(g, 'alpha');
disp(importdata(g))
beta = 'text';
save(g, 'alpha', 'beta');
disp(fieldnames(importdata(g))')
delete(g);

p = [tempname() '.png'];
imwrite(uint8([0 128; 255 64]), p);
I = importdata(p)
delete(p);

try
  importdata('no_such_file_here.txt')
catch err
  disp(err.message)
end
