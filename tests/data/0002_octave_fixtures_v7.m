% Loads a MAT-file written by GNU Octave with `save -v7` (see
% octave_fixtures/make_fixtures.m) and checks every class and value.
S = load('octave_v7.mat');
names = fieldnames(S);
for k = 1:numel(names)
  v = S.(names{k});
  fprintf('%s: %s %s\n', names{k}, class(v), mat2str(size(v)));
end
load('octave_v7.mat')
disp(mat2str(d))
disp(mat2str(sg))
disp(mat2str(i8)); disp(mat2str(u8)); disp(mat2str(i16)); disp(mat2str(u16));
disp(mat2str(i32)); disp(mat2str(u32));
fprintf('%d %d\n', i64(1) < 0, u64(2) == intmax('uint64'));
disp(mat2str(tf))
disp(txt)
disp(rows)
disp(mat2str(z))
disp(mat2str(zs))
fprintf('%d %d\n', isempty(e), size(ez, 2));
disp(mat2str(nd(:, :, 4)))
fprintf('%s %s %s\n', class(c{1, 1}), c{1, 2}, mat2str(c{2, 1}));
fprintf('%d %s\n', c{2, 2}{1}, c{2, 2}{2});
fprintf('%s %s %d %s\n', s.name, mat2str(s.values), s.inner.flag, s.inner.list{2});
fprintf('%d %s\n', sa(3).id, sa(2).tag);
disp(mat2str(special))
