% containers.Map from cell arrays: lookup, keys in sorted order, values,
% Count, isKey, add and remove entries (MathWorks containers.Map page
% examples; values checked with GNU Octave).
keySet = {'Jan','Feb','Mar','Apr'};
valueSet = [327.2 368.2 197.6 178.4];
M = containers.Map(keySet, valueSet);
fprintf('%g\n', M('Mar'))
k = keys(M);
fprintf('%s ', k{:}); fprintf('\n');
v = values(M);
fprintf('%g ', v{:}); fprintf('\n');
fprintf('%d\n', M.Count)
disp(M.KeyType)
disp(M.ValueType)
disp(class(M))
M('May') = 400;
fprintf('%d\n', M.Count)
fprintf('%d\n', isKey(M, 'May'))
fprintf('%d ', isKey(M, {'Jan', 'Dec'})); fprintf('\n');
remove(M, 'Jan');
fprintf('%d %d\n', M.Count, isKey(M, 'Jan'))
v = values(M, {'Apr', 'Feb'});
fprintf('%g ', v{:}); fprintf('\n');
fprintf('%d\n', length(M))
fprintf('%d ', size(M)); fprintf('\n');
fprintf('%d %d\n', isempty(M), isempty(containers.Map()))
% Text keys sort by character code: uppercase before lowercase.
N = containers.Map({'b', 'a', 'C', 'B'}, {1, 2, 3, 4});
k = N.keys();
fprintf('%s ', k{:}); fprintf('\n');
disp(N.ValueType)
fprintf('%d\n', N('C'))
