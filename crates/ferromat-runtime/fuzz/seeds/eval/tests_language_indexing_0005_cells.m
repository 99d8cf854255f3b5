% 0005_cells.m: cell indexing with {} and (), growth with end+1, chained indexing, deletion
% values cross-checked against GNU Octave 7 (values only; Octave prints cells differently)
c = {1, 'two', [3 4 5]};
c{2}
d = c(2)
class(d)
c{end+1} = 'new';
numel(c)
c{3}(2)
c{3}(3) = 50;
c{3}
[p, q] = c{1:2}
c(2) = []
n = numel(c)
e = cell(1, 2)
k = {};
k{3} = 1;
size(k)
isempty(k{1})
