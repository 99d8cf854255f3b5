% griddata: linear, nearest, natural and v4 on scattered 2-D data; query
% vectors of different orientations form a grid; three outputs; repeated
% points are averaged with a warning; x, y vectors with a matrix v; complex
% values; collinear points; bad input.
x = [0 1 0 1 0.5 0.2 0.8 0.35];
y = [0 0 1 1 0.3 0.75 0.6 0.45];
v = x.^2 - y + 3*x.*y;
fprintf('%.10f ', griddata(x, y, v, [0.4 0.7 0.15], [0.5 0.2 0.9])); fprintf('\n');
fprintf('%.10f ', griddata(x', y', v', [0.4; 1.5], [0.5; 0.5])); fprintf('\n');
vq = griddata(x, y, v, [0.25 0.5 0.75], [0.1; 0.9]);
disp(mat2str(size(vq)))
fprintf('%.10f ', vq); fprintf('\n');
fprintf('%.10f ', griddata(x, y, v, [0.4 0.7; 0.15 0.9], [0.5 0.2; 0.9 0.1])); fprintf('\n');
disp(mat2str(griddata(x, y, v, [0.4 0.7 3 -1], [0.5 0.2 3 0.4], 'nearest')))
fprintf('%.10f ', griddata(x, y, v, [0.4 0.7 0.15], [0.5 0.2 0.9], 'natural')); fprintf('\n');
disp(mat2str(isnan(griddata(x, y, v, 2, 2, 'natural'))))
fprintf('%.10f ', griddata(x, y, v, [0.4 0.7 2], [0.5 0.2 -1], 'v4')); fprintf('\n');
[Xq, Yq, Vq] = griddata(x, y, v, [0.25 0.5], [0.2; 0.4; 0.6]);
disp(mat2str(Xq)), disp(mat2str(Yq))
fprintf('%.10f ', Vq); fprintf('\n');
% Linear data is reproduced by every method but nearest.
f = 2 + 3*x - 4*y;
disp(mat2str(round(1e10*[griddata(x, y, f, 0.3, 0.6), griddata(x, y, f, 0.3, 0.6, 'natural')])/1e10))
% A repeated point: its values 1 and 5 average to 3.
disp(mat2str(griddata([0 1 0 0], [0 0 1 0], [1 2 3 5], 0.1, 0.1), 10))
% x and y vectors with a matrix of values form a grid.
disp(mat2str(griddata([0 1 2], [0 1], [1 2 3; 4 5 6], 1.5, 0.5)))
disp(mat2str(griddata([0 1 0], [0 0 1], [1i 2 3], 0.25, 0.25)))
w = griddata([0 1 2], [0 1 2], [1 2 3], 0.5, 0.5);
disp(mat2str(isempty(w)))
try
    griddata(x, y, v, 0.5, 0.5, 'cubic')
catch err
    disp(err.message)
end
try
    griddata(x, y, v, 0.5, 0.5, 'quintic')
catch err
    disp(err.message)
end
try
    griddata(x, y(1:3), v, 0.5, 0.5)
catch err
    disp(err.message)
end
try
    griddata(x, y, v, [1 2], [1 2 3])
catch err
    disp(err.message)
end
try
    griddata([x NaN], [y 0], [v 1], 0.5, 0.5)
catch err
    disp(err.message)
end
try
    griddata(x, y, y, v, 0.5, 0.5, 0.5)
catch err
    disp(err.message)
end
