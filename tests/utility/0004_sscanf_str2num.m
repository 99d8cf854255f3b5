% sscanf and str2num: MathWorks examples, values checked with GNU Octave.
A = sscanf('3.14159 2.71828 1.41421', '%f');
disp(mat2str(A))
A = sscanf('1 2 3 4 5 6', '%d', [2 3]);
disp(mat2str(A))
[A, count] = sscanf('10 20 30', '%d');
fprintf('%d values\n', count);
A = sscanf('78°F 72°F 64°F 66°F 49°F', '%d°F');
disp(mat2str(A'))
A = sscanf('0.41 8.24 3.57 6.24 9.27', '%4f');
disp(mat2str(A'))
s = sscanf('hello world', '%s');
disp(s)
A = sscanf('1,2,3', '%d,');
disp(mat2str(A'))
[A, count, errmsg, nextindex] = sscanf('1 2 x 3', '%d');
disp(mat2str(A'))
fprintf('%d %s %d\n', count, errmsg, nextindex);
[A, count, errmsg, nextindex] = sscanf('4 5', '%d');
fprintf('%d %d %d\n', count, isempty(errmsg), nextindex);
A = sscanf('12 34 56', '%*d %d');
disp(mat2str(A'))
A = sscanf('1 2 3 4 5', '%d', 3);
disp(mat2str(A'))

x = str2num('[1 2 3 4]');
disp(mat2str(x))
x = str2num('2 + 3');
fprintf('%g\n', x);
[x, tf] = str2num('5i');
fprintf('%g %g %d\n', real(x), imag(x), tf);
[x, tf] = str2num('notAFunctionName');
fprintf('%s %d\n', mat2str(size(x)), tf);
x = str2num(['1 2'; '3 4']);
disp(mat2str(x))
x = str2num('sqrt(16), 2');
disp(mat2str(x))
y = 7;
[x, tf] = str2num('y');
fprintf('%d\n', tf);
