% makima (1-D, interp1, interp2, interpn) and the 'cubic' grid methods.
% makima values: SciPy's Akima1DInterpolator(method="makima"), which
% implements the same modified Akima rule as MATLAB's makima page; 'cubic'
% on a uniform grid is the cubic convolution (MATLAB's v5cubic), which is
% exact for quadratics; the rest are closed forms.
format long
x = [1 2 3 4 5 5.5 7 8 9 9.5 10];
y = [0 0 0 0.5 0.4 1.2 1.2 0.1 0 0.3 0.6];
disp(makima(x, y, [1.5 4.2 5.25 6.1 9.7]))
disp(isequal(interp1(x, y, [1.5 4.2 5.25 6.1 9.7], 'makima'), makima(x, y, [1.5 4.2 5.25 6.1 9.7])))
pp = makima(x, y);
disp(pp.order), disp(pp.pieces)
disp(makima([1 2], [3 5], 1.25))
z = magic(5);
disp(interp2(z, [1.5 2.5 4.2], [1.5 3.3 4.9], 'makima'))
[X, Y] = meshgrid(1:5, 1:4);
V = X.^2 + 3*Y;
disp(interp2(X, Y, V, [1.5 2.5 3.25], [1.5 2 3.5], 'cubic'))
disp(interp2(V, 6, 1, 'makima'))
disp(isnan(interp2(V, 6, 1, 'cubic')))
[x1, x2] = ndgrid(1:5, 1:4);
W = x1.^2 + 3*x2;
disp([interpn(W, 2.5, 1.5, 'cubic') interpn(W, 2.5, 1.5, 'pchip')])
disp(interpn(1:5, (1:5).^2, [1.5 2.5 4.5], 'cubic'))
disp(interp2([1 2 4], [1 2 3], magic(3), 3, 2, 'cubic'))
try
    interp2(z, 2, 2, 'quintic')
catch err
    disp(err.message)
end
