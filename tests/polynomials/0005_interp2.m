% interp2: linear, nearest, spline; grid and paired queries; refinement;
% descending axes; extrapolation value; interp1's pp-form output.
V = [1 2 4; 3 5 9; 2 0 1];
disp(mat2str(interp2(V, 1.5, 1.5)))
disp(mat2str(interp2(V, [1.5 2.5], [1.5; 2.5])))
disp(mat2str(interp2([0 1 4], [10 11 12], V, [0.5 2], [10.5 11.5]), 10))
disp(mat2str(interp2(V, 2.5, 2.5, 'nearest')))
disp(mat2str(interp2(V, [0 4], [1 1])))
disp(mat2str(interp2(V, [0 4], [1 1], 'linear', -1)))
disp(mat2str(interp2(V, 1.5, 2.5, 'spline'), 10))
disp(mat2str(interp2([1 3 5; 3 5 7; 5 7 9])))
disp(mat2str(interp2([3 2 1], [1 2 3], magic(3), 1.5, 1)))
[X, Y] = meshgrid(1:3, 1:3);
disp(mat2str(interp2(X, Y, V, 2.25, 1.75), 10))
pp = interp1([1 2 4], [1 4 16], 'linear', 'pp');
disp(mat2str(ppval(pp, [1.5 3 5])))
pp = interp1(0:4, [0 1 4 9 16], 'spline', 'pp');
disp(mat2str(ppval(pp, 2.5), 10))
