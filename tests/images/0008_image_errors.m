% Errors of the image functions: identifier and message of each.
function_calls = {
  @() imread('nosuch.png')
  @() imread('notimage.png')
  @() imread('truncated.png')
  @() imread('smooth.jpg', 'png')
  @() imread('gray16.png', 'bmp')
  @() imread('gray16.png', 'BackgroundColor', [1 0 0])
  @() imread('gray16.png', 'tiffany')
  @() imwrite(uint8(1), 'noextension')
  @() imwrite(uint8(1), 'picture.bmp')
  @() imwrite([], 'empty.png')
  @() imwrite({1}, 'cell.png')
  @() imwrite(zeros(2, 2, 4), 'four.png')
  @() imwrite(uint16(1), 'deep.jpg')
  @() imwrite(uint8(1), 'gamma.png', 'Gamma', 0.5)
  @() imwrite(uint8(1), 'foo.png', 'Foo', 1)
  @() imwrite([1 5], [0 0 0; 1 1 1], 'index.png')
  @() imwrite(uint8(1), 'quality.jpg', 'Quality', 101)
  @() imwrite(uint8(1), 'bits.png', 'BitDepth', 4, 'Alpha', 1)
  @() imfinfo('nosuch.png')
  @() imfinfo('notimage.png')
  @() rgb2gray(uint8(ones(2, 2, 2)))
  @() rgb2gray([1 2])
  @() rgb2gray(uint8([1 2 3]))
  @() rgb2gray(true(2, 2, 3))
  @() im2double(int32(1))
  @() im2uint8(1 + 2i)
  @() im2uint8(1, 'foo')
  @() im2uint8([1 300], 'indexed')
  @() im2double(int16(1), 'indexed')
  @() ind2rgb([1 2], [1 0])
  @() ind2rgb(1.5, [1 0 0; 0 1 0])
};
for k = 1:numel(function_calls)
  try
    function_calls{k}();
    fprintf('%d: no error\n', k);
  catch err
    fprintf('%d: %s\n%s\n', k, err.identifier, err.message);
  end
end
% An image whose header declares 1000000 x 1000000 RGBA pixels of 16 bits
% (8 TB) is refused before anything is allocated.
try
  imread('huge.png');
catch err
  disp(err.identifier)
end
% Nothing was written by the failing calls.
fprintf('%d\n', numel(dir('*.png')) + numel(dir('*.jpg')));
