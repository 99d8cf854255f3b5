% im2double, im2single, im2uint8 and im2uint16 rescale between the image
% classes: [0, 1] for double and single, the whole range for uint8 and
% uint16, int16 offset by 32768, logical as 0 and 1 (or the class maximum).
fprintf('%s\n', mat2str(im2double(uint8([0 51 255])), 4));
fprintf('%s\n', mat2str(im2double(uint16([0 13107 65535])), 4));
fprintf('%s\n', mat2str(im2double(int16([-32768 0 32767])), 6));
fprintf('%s %s\n', class(im2double(true(1, 2))), mat2str(im2double(logical([1 0]))));
x = [0.2 -1 3];
fprintf('%d %s\n', isequal(im2double(x), x), class(im2double(single(0.5))));
s = im2single(uint8([0 51 255]));
fprintf('%s %s\n', class(s), mat2str(double(s), 4));

% im2uint8: the uint16 example of MATLAB's im2uint8 page.
I = reshape(uint16(linspace(0, 65535, 25)), [5 5]);
disp(im2uint8(I))
fprintf('%s\n', mat2str(im2uint8([0 0.5 1 1.5 -0.5 NaN 0.25])));
fprintf('%s\n', mat2str(im2uint8(logical([1 0 1]))));
fprintf('%s\n', mat2str(im2uint8(int16([-32768 0 32767]))));
fprintf('%s\n', mat2str(im2uint8(single([0.2 0.6]))));

% im2uint16.
fprintf('%s\n', mat2str(im2uint16(uint8([0 1 128 255]))));
fprintf('%s\n', mat2str(im2uint16([0 0.5 1 2 NaN])));
fprintf('%s\n', mat2str(im2uint16(logical([0 1]))));
fprintf('%s\n', mat2str(im2uint16(int16([-32768 -1 0 32767]))));

% 'indexed': floating point indices are 1-based, integer ones 0-based.
fprintf('%s\n', mat2str(im2double(uint8([0 1 255]), 'indexed')));
fprintf('%s\n', mat2str(im2uint8([1 2 256], 'indexed')));
fprintf('%s\n', mat2str(im2uint16([1 70 65536], 'indexed')));
fprintf('%s\n', mat2str(im2uint8(uint16([0 200 255]), 'indexed')));
fprintf('%s\n', mat2str(im2double([3 4], 'indexed')));

% Classes and shapes are kept: an m-by-n-by-3 image stays one.
rgb = im2double(uint8(cat(3, [0 255], [51 102], [153 204])));
fprintf('%s %s\n', mat2str(size(rgb)), mat2str(rgb(:, :, 2), 4));
