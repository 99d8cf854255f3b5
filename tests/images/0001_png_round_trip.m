% imwrite then imread of each kind of data imwrite takes for PNG files.
% uint8 and uint16 keep their values; logical is written 1-bit and read
% back as logical; double and single are scaled by 255, rounded, clipped
% to [0, 255], NaN to 0; truecolor keeps its three planes.
A = uint8([0 64 255; 128 1 2]);
imwrite(A, 'w_gray8.png');
B = imread('w_gray8.png');
fprintf('%s %s %d\n', class(B), mat2str(size(B)), isequal(A, B));

U = uint16([0 1000 65535; 258 7 40000]);
imwrite(U, 'w_gray16.png');
V = imread('w_gray16.png');
fprintf('%s %s\n', class(V), mat2str(V));

L = logical([1 0 1; 0 1 1]);
imwrite(L, 'w_bw.png');
M = imread('w_bw.png');
fprintf('%s %s\n', class(M), mat2str(M));

D = [0 0.25 0.5; 1 1.5 -0.2; NaN 0.998 0.002];
imwrite(D, 'w_double.png');
E = imread('w_double.png');
fprintf('%s %s\n', class(E), mat2str(E));

S = single([0.2 0.6]);
imwrite(S, 'w_single.png');
fprintf('%s\n', mat2str(imread('w_single.png')));

RGB = cat(3, [1 0; 0.5 0.2], [0 1; 0.5 0.4], [0 0; 0.5 0.6]);
imwrite(RGB, 'w_rgb.png');
C = imread('w_rgb.png');
fprintf('%s %s\n', class(C), mat2str(size(C)));
fprintf('%s %s %s\n', mat2str(C(:, :, 1)), mat2str(C(:, :, 2)), mat2str(C(:, :, 3)));

RGB16 = uint16(cat(3, [1 2], [300 400], [65535 0]));
imwrite(RGB16, 'w_rgb16.png');
C16 = imread('w_rgb16.png');
fprintf('%s %d\n', class(C16), isequal(C16, RGB16));

% The format from the fmt argument when the name has no extension; imread
% finds the format from the file's contents, and NAME.fmt when NAME is
% not there.
imwrite(A, 'w_noextension', 'png');
fprintf('%d %d\n', isequal(imread('w_noextension'), A), isequal(imread('w_gray8', 'png'), A));

% 'BitDepth' 16 from uint8 data scales by 257; [A, map, alpha] give empty
% map and alpha for a plain grayscale file.
imwrite(A, 'w_deep.png', 'BitDepth', 16);
[W, wmap, walpha] = imread('w_deep.png');
fprintf('%s %s %d %d\n', class(W), mat2str(W), isempty(wmap), isempty(walpha));
