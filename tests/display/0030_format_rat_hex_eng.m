% format rat, hex, +, shortEng/longEng and rats. Expectations from the
% MathWorks pages: `format` (hex of intmax('uint64') and realmax; the
% shortEng/longEng disp loop), `rat` (pi as 355/113 and hilb(4) under
% format rational) and `rats` (rats(hilb(4)) as a 4x56 char array,
% rats(pi), rats(pi,20), rats(pi,25)). `format +` follows the format
% page's description (+, - and a blank for positive, negative and zero
% elements). GNU Octave lays these styles out differently; MATLAB wins.
format rat
pi
X = hilb(4)
format hex
intmax('uint64')
realmax
format +
A = [1 -2 0; 0 3 -1]
format shortEng
A = 5.123456789;
for k = 1:4
   disp(A)
   A = A*10;
end
format longEng
A = 5.123456789;
for k = 1:3
   disp(A)
   A = A*10;
end
format
fmt = format;
disp(fmt.NumericFormat)
format rational
f = format("short");
disp(f.NumericFormat)
format(f)
disp(pi)
format short
R = rats(hilb(4));
size(R)
disp(R)
rats(pi)
rats(pi,20)
rats(pi,25)
