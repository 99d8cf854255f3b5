% 0010_blank_erase_datenum_map.m: all-blank trims are '' (0-by-0), erase down to nothing, datenum of
% date-vector matrices and char matrices, containers.Map vertical concatenation and value sets
% Expectations: GNU Octave 7 output (octave-cli), which agrees with the MathWorks pages of
% deblank (trailing whitespace and null characters), erase, datenum (an m-by-3 or m-by-6 matrix is
% m date vectors; a char matrix is one date per row) and containers.Map (keySet and valueSet have
% the same number of elements; values are uniform when all are scalars of one data type; maps
% concatenate vertically, a later map's value winning for a shared key); sizes of '' the pages leave unstated
x = deblank('   ');
fprintf('%d %d\n', size(x));
x = deblank(['   '; '   ']);
fprintf('%d %d\n', size(x));
x = strtrim(sprintf(' \t '));
fprintf('%d %d\n', size(x));
c = deblank({'  ', 'ab  '});
fprintf('%d %d [%s]\n', size(c{1}), c{2});
x = deblank(['ab' char(0) ' ' char(0)]);
fprintf('%d\n', numel(x));
x = erase('aba', 'aba');
fprintf('%d %d\n', size(x));
c = erase({'aba', 'abc'}, {'ab', 'a'});
fprintf('%d %d [%s]\n', size(c{1}), c{2});
fprintf('%d\n', datenum([2001 13 1; 2004 2 29]));
fprintf('%d\n', datenum([2000 1 1 0 0 0; 2001 1 1 0 0 0]));
fprintf('%d\n', datenum(char('5/19/2001', '6/6/1944')));
m1 = containers.Map({'a', 'b'}, [1 2]);
m2 = containers.Map({'b', 'c'}, [20 30]);
m = [m1; m2];
k = keys(m);
v = values(m);
for i = 1:numel(k)
  fprintf('%s=%g\n', k{i}, v{i});
end
fprintf('%d %d %s\n', m.Count, m1.Count, m.ValueType);
m = containers.Map({'a', 'b'}, {1, 2i});
disp(m.ValueType)
try
  containers.Map(1, {2, 3});
  disp('no error')
catch
  disp('error: counts differ')
end
