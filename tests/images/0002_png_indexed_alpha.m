% Indexed images: double indices are 1-based and written as X - 1, uint8
% indices are written as they are; imread returns 0-based uint8 indices
% and the colormap as doubles in [0, 1] (colours stored as 8-bit values).
X = [1 2 3; 3 2 1];
map = [1 0 0; 0 0.5 0; 0 0 1];
imwrite(X, map, 'w_indexed.png');
[Y, m] = imread('w_indexed.png');
fprintf('%s %s\n', class(Y), mat2str(Y));
fprintf('%s\n', mat2str(m, 4));
info = imfinfo('w_indexed.png');
fprintf('%s %d %s\n', info.ColorType, info.BitDepth, mat2str(size(info.Colormap)));

X8 = uint8([0 1; 1 0]);
imwrite(X8, [0 0 0; 1 1 1], 'w_indexed8.png');
[Y8, m8] = imread('w_indexed8.png');
fprintf('%s %s\n', mat2str(Y8), mat2str(m8));

% 'Transparency' of an indexed image: one alpha per colormap entry.
imwrite(X, map, 'w_indexed_trns.png', 'Transparency', [0 0.5 1]);
info = imfinfo('w_indexed_trns.png');
fprintf('%s %s\n', info.Transparency, mat2str(info.SimpleTransparencyData, 4));

% 'Alpha': the alpha channel, read back as the third output in the
% image's class.
G = uint8([10 20 30; 40 50 60]);
imwrite(G, 'w_alpha.png', 'Alpha', [1 0.5 0; 0 1 0.25]);
[P, pmap, palpha] = imread('w_alpha.png');
fprintf('%s %d %s %s\n', mat2str(P), isempty(pmap), class(palpha), mat2str(palpha));
info = imfinfo('w_alpha.png');
fprintf('%s %d %s\n', info.ColorType, info.BitDepth, info.Transparency);

RGB = uint16(cat(3, [1 2], [3 4], [5 6]));
imwrite(RGB, 'w_rgba.png', 'Alpha', uint16([65535 0]));
[Q, ~, qalpha] = imread('w_rgba.png');
fprintf('%s %s %s\n', class(Q), mat2str(Q(:, :, 3)), mat2str(qalpha));
info = imfinfo('w_rgba.png');
fprintf('%s %d\n', info.ColorType, info.BitDepth);

% 'Transparency' of a grayscale image: the one value that is transparent.
imwrite(G, 'w_gray_trns.png', 'Transparency', 0.2);
info = imfinfo('w_gray_trns.png');
fprintf('%s %s\n', info.Transparency, mat2str(info.SimpleTransparencyData));

% Smaller bit depths keep the [0, 1] range: 4-bit samples are multiples
% of 17 when read back, 2-bit ones multiples of 85; uint8 data thresholds
% at 128 for 1 bit.
imwrite(uint8([0 17 255 128]), 'w_gray4.png', 'BitDepth', 4);
imwrite(uint8([0 100 200 255]), 'w_gray2.png', 'BitDepth', 2);
imwrite(uint8([0 127 128 255]), 'w_gray1.png', 'BitDepth', 1);
fprintf('%s %s %s\n', mat2str(imread('w_gray4.png')), mat2str(imread('w_gray2.png')), mat2str(imread('w_gray1.png')));
info = imfinfo('w_gray4.png');
fprintf('%d\n', info.BitDepth);

% Text chunks written by name and read back by imfinfo.
imwrite(G, 'w_text.png', 'Author', 'Ada', 'Comment', 'first light', 'CreationTime', '2024-05-06');
info = imfinfo('w_text.png');
fprintf('%s|%s|%s|%d\n', info.Author, info.Comment, info.CreationTime, isempty(info.Title));
