% idivide: the four rounding options, a double operand, exact int64.
a = int8(7); b = int8([-2 2]);
disp(mat2str(idivide(a, b)))
disp(mat2str(idivide(a, b, 'floor')))
disp(mat2str(idivide(a, b, 'ceil')))
disp(mat2str(idivide(a, b, 'round')))
disp(mat2str(idivide(10, int16([3 4 -4]))))
disp(class(idivide(uint8(9), 2)))
disp(mat2str(idivide(int8(100), int8(0))))
c = idivide(int64(40000000000000000), int64(-199999999));
disp(num2str(c))
