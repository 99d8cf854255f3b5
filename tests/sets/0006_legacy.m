% 'legacy' (R2012b behaviour) of unique, union, intersect, setdiff, setxor
% and ismember: last occurrences, row-shaped index vectors, flag conflicts.
% unique: ia points to the last occurrence unless 'first' is given; ia and ic
% are rows for a row vector input (MathWorks example: A = [9 2 9 5]).
[C, ia, ic] = unique([9 2 9 5], 'legacy');
disp(mat2str(C)); disp(mat2str(ia)); disp(mat2str(ic))
[C, ia, ic] = unique([1 1 2 3 3 3 4], 'legacy');
disp(mat2str(C)); disp(mat2str(ia)); disp(mat2str(ic))
[C, ia] = unique([9 2 9 5], 'last', 'legacy');
disp(mat2str(ia))
[C, ia] = unique([9 2 9 5], 'first', 'legacy');
disp(mat2str(ia))
[C, ia, ic] = unique([9; 2; 9; 5], 'legacy');
disp(mat2str(C)); disp(mat2str(ia)); disp(mat2str(ic))
[C, ia, ic] = unique([4 1; 1 4], 'legacy');
disp(mat2str(C)); disp(mat2str(ia)); disp(mat2str(ic))
A = [7 9 7; 0 0 0; 7 9 7; 5 5 5; 1 4 5];
[C, ia, ic] = unique(A, 'rows', 'legacy');
disp(mat2str(C)); disp(mat2str(ia)); disp(mat2str(ic))
[c, ia] = unique({'b', 'a', 'b'}, 'legacy');
disp(mat2str(size(c))); disp(mat2str(ia))
[C, ia] = unique('abcab', 'legacy');
disp(C); disp(mat2str(ia))
% union: an item in both inputs is taken from B (MathWorks example).
[C, ia, ib] = union([5 7 1], [3 1 1], 'legacy');
disp(mat2str(C)); disp(mat2str(ia)); disp(mat2str(ib))
A = [1 2; 3 4; 5 6; 3 4; 7 8]; B = [3 4; 7 8; 9 10];
[C, ia, ib] = union(A, B, 'rows', 'legacy');
disp(mat2str(C)); disp(mat2str(ia)); disp(mat2str(ib))
% intersect: last occurrences in A and in B (MathWorks example).
[C, ia, ib] = intersect([7 1 7 7 4], [7 0 4 4 0], 'legacy');
disp(mat2str(C)); disp(mat2str(ia)); disp(mat2str(ib))
[C, ia, ib] = intersect(A, B, 'rows', 'legacy');
disp(mat2str(C)); disp(mat2str(ia)); disp(mat2str(ib))
% setdiff (MathWorks example) and setxor.
[C, ia] = setdiff([3 6 2 1 5 1 1], [2 4 6], 'legacy');
disp(mat2str(C)); disp(mat2str(ia))
[C, ia] = setdiff([7 9 7; 0 0 0; 7 9 7; 5 5 5; 1 4 5], [0 0 0; 5 5 5], 'rows', 'legacy');
disp(mat2str(C)); disp(mat2str(ia))
[C, ia, ib] = setxor([5 1 3 3 3], [4 1 2 2], 'legacy');
disp(mat2str(C)); disp(mat2str(ia)); disp(mat2str(ib))
[C, ia, ib] = setxor(A, B, 'rows', 'legacy');
disp(mat2str(C)); disp(mat2str(ia)); disp(mat2str(ib))
% Orientation: a row unless both inputs are column vectors.
x = 1:3; y = 2:5;
disp(mat2str(size(union(x, y, 'legacy')))); disp(mat2str(size(union(x', y, 'legacy'))))
disp(mat2str(size(union(x, y', 'legacy')))); disp(mat2str(size(union(x', y', 'legacy'))))
[C, ia, ib] = intersect(x', y', 'legacy');
disp(mat2str(C)); disp(mat2str(ia)); disp(mat2str(ib))
[C, ia, ib] = intersect(x', y, 'legacy');
disp(mat2str(C)); disp(mat2str(ia)); disp(mat2str(ib))
disp(mat2str(size(setdiff(x', [2 3], 'legacy')))); disp(mat2str(size(setxor(x', y', 'legacy'))))
disp(mat2str(setdiff([3; 1; 3], [], 'legacy')))
% ismember: Locb is the highest index in B.
[tf, loc] = ismember([5 3 4 2], [2 4 4 4 6 8], 'legacy');
disp(mat2str(tf)); disp(mat2str(loc))
[tf, loc] = ismember({'a', 'q', 'b'}, {'a', 'b', 'a'}, 'legacy');
disp(mat2str(tf)); disp(mat2str(loc))
% 'legacy' fixes the order: 'sorted' or 'stable' with it is an error.
try, unique([1 2], 'stable', 'legacy'); catch, disp('error: unique stable legacy'), end
try, unique([1 2], 'sorted', 'legacy'); catch, disp('error: unique sorted legacy'), end
try, union(1, 2, 'sorted', 'legacy'); catch, disp('error: union sorted legacy'), end
try, setdiff(1, 2, 'legacy', 'stable'); catch, disp('error: setdiff legacy stable'), end
