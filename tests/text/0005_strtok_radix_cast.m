[tok, rest] = strtok('  hello world')
[tok, rest] = strtok('a,b,c', ',')
t = strtok({'one two', '  three'})
tok = strtok("quick brown")
dec2bin(-3)
dec2bin([1 2; 3 -4])
dec2bin(-129)
dec2hex(-1)
dec2bin(12.5)
x = cast(int8(-5), 'like', 2.5)
class(x)
% int64 and uint64 convert exactly, not through double (GNU Octave 7's
% dec2bin and dec2base tests; two's complement for negatives since R2020a).
disp(dec2bin(int64(-2)^63 + 1))
disp(dec2base(uint64(2)^63 - 1, 16))
disp(dec2hex(intmax('uint64')))
% cast(x, 'like', p) takes the data type and complexity of p (MathWorks cast
% page: "the same data type, sparsity, and complexity ... as p").
x = cast(1, 'like', 2i); disp([isreal(x) x == 1])
y = cast('a', 'like', single(1i)); disp(class(y)), disp(isreal(y))
