% delaunay: triangles of scattered points from x and y or from an n-by-2
% P (rows sorted, since the order of triangles and of their corners is
% not specified); repeated points; a grid; bad input.
x = [0 1 0 1 0.5 0.2 0.8 0.35];
y = [0 0 1 1 0.3 0.75 0.6 0.45];
T = delaunay(x, y);
disp(mat2str(size(T)))
disp(mat2str(sortrows(sort(T, 2))))
disp(mat2str(isequal(sortrows(sort(delaunay([x' y']), 2)), sortrows(sort(T, 2)))))
% The triangles cover the unit square.
a = (x(T(:,2)) - x(T(:,1))).*(y(T(:,3)) - y(T(:,1))) - (x(T(:,3)) - x(T(:,1))).*(y(T(:,2)) - y(T(:,1)));
disp(mat2str(sum(abs(a))/2))
% The repeated point 5 is triangulated as point 2.
T2 = delaunay([0 2 0 1.2 2], [0 0 2 1 0]);
disp(mat2str(sortrows(sort(T2, 2))))
% A 3-by-4 grid: 12 triangles covering the 2-by-3 rectangle.
[gx, gy] = meshgrid(0:3, 0:2);
G = delaunay(gx, gy);
disp(mat2str(size(G)))
g = (gx(G(:,2)) - gx(G(:,1))).*(gy(G(:,3)) - gy(G(:,1))) - (gx(G(:,3)) - gx(G(:,1))).*(gy(G(:,2)) - gy(G(:,1)));
disp(mat2str(sum(abs(g))/2))
disp(class(T))
try
    delaunay([0 1 2], [0 1 2])
catch err
    disp(err.message)
end
try
    delaunay([0 1 NaN], [0 0 1])
catch err
    disp(err.message)
end
try
    delaunay([0 1 0], [0 0])
catch err
    disp(err.message)
end
try
    delaunay([0 1 0], [0 0 1], [0 0 0])
catch err
    disp(err.message)
end
