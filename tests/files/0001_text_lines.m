% Write text with fprintf(fid, ...), read it back line by line.
folder = tempname();
mkdir(folder);
name = fullfile(folder, 'poem.txt');
fid = fopen(name, 'w');
fprintf(fid, 'Oranges and lemons,\n');
fprintf(fid, '%s and %s.\n', 'Pineapples', 'tea');
n = fprintf(fid, '%d,%d\n', [1 2; 3 4]);
fprintf('bytes written: %d\n', n);
status = fclose(fid);
fprintf('fclose: %d\n', status);
fid = fopen(name, 'r');
fprintf('fid >= 3: %d\n', fid >= 3);
count = 0;
while ~feof(fid)
    tline = fgetl(fid);
    count = count + 1;
    fprintf('%d: [%s]\n', count, tline);
end
last = fgetl(fid);
fprintf('after the end: %d (%s)\n', last, class(last));
frewind(fid);
fprintf('feof after frewind: %d\n', feof(fid));
s = fgets(fid);
fprintf('fgets keeps the newline: %d\n', double(s(end)));
s = fgets(fid, 4);
fprintf('fgets with nchar: [%s]\n', s);
fprintf('ftell: %d\n', ftell(fid));
fclose(fid);
text = fileread(name);
fprintf('fileread: %d chars, %d lines\n', numel(text), sum(text == 10));
fid = fopen(name, 'a');
fprintf(fid, 'appended\n');
fclose(fid);
text = fileread(name);
fprintf('%s', text);
rmdir(folder, 's');
fprintf('folder left: %d\n', isfolder(folder));
