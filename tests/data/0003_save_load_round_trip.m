% Every class through save/load, in both formats (-v7 compressed, the
% default, and -v6), checked for equal class, size and values. The
% script runs in an empty scratch folder (the test runner's), so the
% files it writes are relative names.
d = [1.5 -2; 3 4e10];
sg = single([1.25 2.5 -3.75]);
i8 = int8([-128 0 127]); u8 = uint8([0 200 255]);
i16 = int16([-32768 1 32767]); u16 = uint16([0 1 65535]);
i32 = int32([-2147483648 2147483647]); u32 = uint32([0 4294967295]);
i64 = intmin('int64') + int64([0 5]); u64 = intmax('uint64') - uint64([0 5]);
tf = logical([1 0; 0 1]);
txt = 'hello world';
rows = ['abc'; 'def'];
z = [1+2i, -3.5-0.5i];
zs = single(1-1i);
e = [];
ez = zeros(0, 3);
nd = reshape(1:24, 2, 3, 4);
c = {1, 'two'; [3 4 5], {6, 'seven'}};
s.name = 'probe';
s.values = [1 2 3];
s.inner.flag = true;
s.inner.list = {'a', 'b'};
sa = struct('id', {1, 2, 3}, 'tag', {'x', 'yy', 'zzz'});
special = [NaN Inf -Inf 0];
names = {'d', 'sg', 'i8', 'u8', 'i16', 'u16', 'i32', 'u32', 'i64', 'u64', 'tf', 'txt', ...
         'rows', 'z', 'zs', 'e', 'ez', 'nd', 'c', 's', 'sa', 'special'};
save('all_v7.mat', names{:});
save('all_v6.mat', names{:}, '-v6');
A = load('all_v7.mat');
B = load('all_v6.mat');
for k = 1:numel(names)
  n = names{k};
  orig = eval(n);
  fprintf('%-8s %d %d %d %d\n', n, isequaln(A.(n), orig), strcmp(class(A.(n)), class(orig)), ...
          isequal(size(A.(n)), size(orig)), isequaln(B.(n), orig));
end
fprintf('%d\n', isreal(A.z));
fprintf('%d\n', isequal(fieldnames(A), names'));
