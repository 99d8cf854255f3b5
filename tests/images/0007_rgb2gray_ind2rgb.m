% rgb2gray: 0.298936021293775 R + 0.587043074451121 G + 0.114020904255103 B,
% in the input's class (integers rounded); a colormap gives an m-by-3 gray
% colormap clipped to [0, 1].
RGB = uint8(cat(3, [10 200; 255 0], [20 100; 255 0], [30 50; 255 255]));
G = rgb2gray(RGB);
fprintf('%s %s\n', class(G), mat2str(G));
D = rgb2gray(double(RGB) / 255);
fprintf('%s %s\n', class(D), mat2str(D, 6));
S = rgb2gray(single(cat(3, 1, 0, 0)));
fprintf('%s %.6f\n', class(S), S);
U = rgb2gray(uint16(cat(3, 1000, 2000, 3000)));
fprintf('%s %d\n', class(U), U);
map = rgb2gray([1 0 0; 0 1 0; 0 0 1; 1 1 1; 0.2 0.4 0.6]);
fprintf('%s %s\n', mat2str(size(map)), mat2str(map(:, 1), 6));
fprintf('%d\n', isequal(map(:, 1), map(:, 2), map(:, 3)));

% ind2rgb: double indices are 1-based, integer ones 0-based; indices past
% the colormap take its last row, those below 1 its first.
map = [1 0 0; 0 1 0; 0 0 1];
R = ind2rgb([1 2; 3 7], map);
fprintf('%s %s\n', class(R), mat2str(size(R)));
fprintf('%s %s %s\n', mat2str(R(:, :, 1)), mat2str(R(:, :, 2)), mat2str(R(:, :, 3)));
R8 = ind2rgb(uint8([0 1; 2 0]), map);
fprintf('%s %s %s\n', mat2str(R8(:, :, 1)), mat2str(R8(:, :, 2)), mat2str(R8(:, :, 3)));
R0 = ind2rgb([0 -3 2], map);
fprintf('%s\n', mat2str(R0(:, :, 1)));
