% treelayout: leaves spaced evenly in postorder inside the unit square,
% parents centred over their leaves one level above their highest child
[x, y, h, s] = treelayout([0, 1, 2, 2]);
fprintf('%s\n', mat2str(x, 4), mat2str(y, 4))
fprintf('%d %d\n', h, s)
% the same tree numbered as an elimination tree (parents after children)
[x, y, h, s] = treelayout([3, 3, 4, 0]);
fprintf('%s\n', mat2str(x, 4), mat2str(y, 4))
fprintf('%d %d\n', h, s)
% a given postorder visits node 4 before node 3
[x, y] = treelayout([0, 1, 2, 2], [4, 3, 2, 1]);
fprintf('%s\n', mat2str(x, 4), mat2str(y, 4))
% a path, and a forest of two trees (no top-level separator)
[x, y, h, s] = treelayout([2, 3, 0]);
fprintf('%s %s %d %d\n', mat2str(x, 4), mat2str(y, 4), h, s)
[x, y, h, s] = treelayout([0, 1, 0, 3, 3]);
fprintf('%s %s %d %d\n', mat2str(x, 4), mat2str(y, 4), h, s)
x = treelayout([0; 1]);
fprintf('%s\n', mat2str(size(x)))
for bad = {[2, 1], [0, 3], [0, 1.5]}
    try
        treelayout(bad{1});
    catch err
        disp(err.identifier)
    end
end
try
    treelayout([0, 1], [1, 1]);
catch err
    disp(err.identifier)
end
