% bitand bitor bitxor bitshift bitcmp on integer classes and flints.
fprintf('%d\n', bitand(12, 10), bitor(12, 10), bitxor(12, 10));
fprintf('%d\n', bitor(uint8(12), uint8(3)), bitxor(int8(-1), int8(5)));
fprintf('%d\n', bitshift(1, 3), bitshift(uint8(255), 1), bitshift(16, -2));
fprintf('%d\n', bitshift(int8(-8), -1), bitshift(int8(100), 1));
fprintf('%d\n', bitcmp(uint8(5)), bitcmp(int8(-11)));
fprintf('%d ', bitand([1 2 3 4], 3)); fprintf('\n');
r = bitand(uint8(7), 14);
disp(class(r)); fprintf('%d\n', r);
fprintf('%d\n', bitand(2^52 + 1, 3));
