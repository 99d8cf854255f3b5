% typecast and swapbytes on the MathWorks examples and the byte rules.
Y = typecast(int16(-1), 'uint16')
Y = typecast(int8([77 60 43 26]), 'single');
fprintf('%.4e\n', Y);
X = uint32([1 255 256]);
Y = typecast(X, 'uint8')
Z = typecast(Y, 'uint32')
c = typecast(uint8([1 0 0 0 2 0 0 0])', 'uint32')
fprintf('%u\n', typecast(single(-0.8), 'uint32'));
fprintf('%d\n', typecast(single(-0.8), 'int32'));
d = typecast(1, 'uint8')
size(typecast(zeros(1, 0), 'uint8'))
X = uint16([1 256 1000])
Y = swapbytes(X)
fprintf('%u\n', swapbytes(uint32(1)));
isequal(swapbytes(swapbytes(pi)), pi)
swapbytes(int8([-1 5]))
try, typecast(uint8([1 2 3]), 'uint16'), catch err, disp(err.message), end
try, typecast(uint8(1), 'uint16'), catch err, disp(err.message), end
try, typecast(magic(3), 'uint8'), catch err, disp(err.message), end
try, typecast(true, 'uint8'), catch err, disp(err.message), end
try, typecast(1, 'logical'), catch err, disp(err.message), end
try, swapbytes('ab'), catch err, disp(err.message), end
