% A [] next to a cell array of character vectors is an empty set of texts:
% it adds no item to the result.
c = union([], {'a', 'b'});
disp(class(c)); disp(numel(c)); disp(iscellstr(c))
c = union({'b', 'a'}, []);
disp(c)
c = intersect({'a', 'b'}, []);
disp(class(c)); disp(numel(c))
c = setdiff({'a', 'b'}, []);
disp(c)
c = setdiff([], {'a', 'b'});
disp(class(c)); disp(numel(c))
[c, ia, ib] = setxor([], {'b', 'a'});
disp(c); disp(ia'); disp(ib')
