% orderfields in its four forms with the permutation output; bitget and
% bitset on doubles, integer classes and an assumed type.
s = struct('b', 1, 'c', 2, 'a', 3);
[t, p] = orderfields(s);
disp(strjoin(fieldnames(t)', ' ')); disp(mat2str(p))
t = orderfields(s, struct('c', 0, 'a', 0, 'b', 0));
disp(strjoin(fieldnames(t)', ' '))
[t, p] = orderfields(s, {'a', 'c', 'b'});
disp(strjoin(fieldnames(t)', ' ')); disp(mat2str(p))
[t, p] = orderfields(s, [3 1 2]);
disp(strjoin(fieldnames(t)', ' ')); disp(mat2str(p))
fprintf('%d %d %d\n', t.a, t.b, t.c)
r = orderfields(struct('y', {1, 2}, 'x', {3, 4}));
fprintf('%d %d %d\n', size(r), r(2).x)
try, orderfields(s, {'a', 'b'}), catch, disp('error'), end
try, orderfields(s, [1 1 2]), catch, disp('error'), end
try, orderfields(5), catch, disp('error'), end
b = bitget(intmax('int8'), 8:-1:1); disp(class(b)); disp(mat2str(b))
disp(mat2str(bitget(intmax('uint8'), 8:-1:1)))
disp(mat2str(bitget(-29, 8:-1:1, 'int8')))
disp(mat2str(bitget([4 14], 3)))
disp(mat2str(bitset([0 10], 3)))
disp(mat2str(bitset(1:5, 1, [1 1 1 1 0])))
c = bitset(int8(0), 8); disp(class(c)); fprintf('%d\n', c)
disp(mat2str(bitset(uint8([1 2; 3 4]), 1, [0 1; 0 1])))
fprintf('%d\n', bitset(0, 64) == 2^63)
disp(mat2str(bitset(-29, 8, 0, 'int8')))
try, bitset(-1, 2), catch, disp('error'), end
try, bitget(uint8(0), 9), catch, disp('error'), end
try, bitset(1, [1 2], [1 2 3]), catch, disp('error'), end
