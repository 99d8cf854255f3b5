% Makes the MAT-file fixtures tests/data/octave_v6.mat and octave_v7.mat,
% loaded by tests/data/0001_octave_fixtures.m and 0002_octave_fixtures_v7.m.
% (This folder's name has an underscore, so the script runner skips it.)
% Run from this folder with:  octave-cli make_fixtures.m
% (GNU Octave 7.3; `save -v6` is Level 5 uncompressed, `save -v7` the same
% format with each variable zlib-compressed.)
d = [1.5 -2; 3 4e10];
sg = single([1.25 2.5 -3.75]);
i8 = int8([-128 0 127]);
u8 = uint8([0 200 255]);
i16 = int16([-32768 1 32767]);
u16 = uint16([0 1 65535]);
i32 = int32([-2147483648 2147483647]);
u32 = uint32([0 4294967295]);
i64 = int64([-9007199254740993 9007199254740993]);
u64 = uint64([0 18446744073709551615]);
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
save('-v6', '../octave_v6.mat');
save('-v7', '../octave_v7.mat');
