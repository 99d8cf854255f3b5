% PNG files encoded by hand (image_fixtures/make_fixtures.py, zlib and
% struct only), one per kind of file imread must map to MATLAB's classes.
A = imread('gray1.png');
fprintf('%s %s\n', class(A), mat2str(A));
% 2- and 4-bit samples are scaled to the uint8 range.
fprintf('%s %s\n', class(imread('gray2.png')), mat2str(imread('gray2.png')));
fprintf('%s\n', mat2str(imread('gray4.png')));
B = imread('gray16.png');
fprintf('%s %s\n', class(B), mat2str(B));
% Gray with alpha: the alpha channel is the third output.
[C, cmap, calpha] = imread('graya8.png');
fprintf('%s %d %s %s\n', mat2str(C), isempty(cmap), class(calpha), mat2str(calpha));
[D, ~, dalpha] = imread('rgba16.png');
fprintf('%s %s\n', class(D), mat2str(size(D)));
fprintf('%s %s %s %s\n', mat2str(D(:, :, 1)), mat2str(D(:, :, 2)), mat2str(D(:, :, 3)), mat2str(dalpha));
% A palette image: 0-based uint8 indices and the palette as the colormap.
[X, map] = imread('pal4.png');
fprintf('%s %s\n', class(X), mat2str(X));
fprintf('%s %s\n', class(map), mat2str(round(255 * map)));
% Adam7 interlacing: pixel (r, c) is (10(r-1) + c-1, 99 + r, 201 - c).
E = imread('adam7.png');
[c, r] = meshgrid(1:7, 1:5);
fprintf('%s %d %d %d\n', mat2str(size(E)), isequal(E(:, :, 1), uint8(10 * (r - 1) + c - 1)), ...
  isequal(E(:, :, 2), uint8(99 + r)), isequal(E(:, :, 3), uint8(201 - c)));
% The format comes from the contents; a format argument must agree.
fprintf('%d %d\n', isequal(imread('gray16.png', 'png'), B), isequal(imread('gray16', 'png'), B));
