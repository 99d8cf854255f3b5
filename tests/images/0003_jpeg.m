% JPEG files written by libjpeg-turbo (image_fixtures/make_fixtures.py) are
% read as uint8 gray or m-by-n-by-3 images; the values libjpeg-turbo
% decodes are in NAME_libjpeg.txt (R, G and B columns side by side), and
% decoders may round chroma upsampling differently by a level or two.
G = imread('ramp_gray.jpg');
g = readmatrix('ramp_gray_libjpeg.txt');
fprintf('%s %s %d\n', class(G), mat2str(size(G)), max(abs(double(G(:)) - g(:))));

for name = {'smooth', 'progressive'}
  S = imread([name{1} '.jpg']);
  s = readmatrix([name{1} '_libjpeg.txt']);
  s = reshape(s, 16, 16, 3);
  fprintf('%s %s %s within 2: %d\n', name{1}, class(S), mat2str(size(S)), max(abs(double(S(:)) - s(:))) <= 2);
end

% Writing: uint8 gray and truecolor; double data scaled by 255. Flat
% images survive JPEG's compression exactly.
flat = repmat(uint8(200), 16, 24);
imwrite(flat, 'w_flat.jpg');
F = imread('w_flat.jpg');
fprintf('%s %s %d\n', class(F), mat2str(size(F)), isequal(F, flat));

RGB = zeros(16, 16, 3);
RGB(:, :, 1) = 1;
RGB(:, :, 3) = 0.5;
imwrite(RGB, 'w_red.jpg', 'Quality', 100);
R = imread('w_red.jpg');
fprintf('%s %s\n', class(R), mat2str(size(R)));
fprintf('near [255 0 128]: %d\n', all(abs(squeeze(double(R(8, 8, :)))' - [255 0 128]) <= 2));

% A lower 'Quality' gives a smaller file for a detailed image.
[x, y] = meshgrid(1:64);
detail = uint8(mod(x .* y, 256));
imwrite(detail, 'w_q10.jpg', 'Quality', 10);
imwrite(detail, 'w_q95.jpg', 'Quality', 95);
small = imfinfo('w_q10.jpg');
large = imfinfo('w_q95.jpg');
fprintf('%d\n', small.FileSize < large.FileSize);
D = imread('w_q95.jpg');
fprintf('%s %d\n', class(D), mean(abs(double(D(:)) - double(detail(:)))) < 8);

% An indexed image is written as truecolor; logical as 0 and 255.
imwrite([1 2; 2 1], [0 0 0; 1 1 1], 'w_indexed.jpg');
info = imfinfo('w_indexed.jpg');
fprintf('%s %d\n', info.ColorType, info.NumberOfSamples);
imwrite(true(8), 'w_white.jpg');
fprintf('%d\n', isequal(imread('w_white.jpg'), repmat(uint8(255), 8, 8)));

% Comments are written and read back by imfinfo, one per row.
imwrite(flat, 'w_comment.jpg', 'Comment', {'first'; 'second line'});
info = imfinfo('w_comment.jpg');
fprintf('%s|%s|%s\n', class(info.Comment), info.Comment{1}, info.Comment{2});
