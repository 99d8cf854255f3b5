% sort with 'MissingPlacement' and 'ComparisonMethod', stable indices, int keys.
[B, I] = sort([NaN 1 3 NaN 2], 'MissingPlacement', 'first');
disp(mat2str(B)); disp(mat2str(I))
[B, I] = sort([NaN 1 3 NaN 2], 'descend', 'MissingPlacement', 'last');
disp(mat2str(B)); disp(mat2str(I))
disp(mat2str(sort([-3 1 -2], 'ComparisonMethod', 'abs')))
B = sort([1+2i 3+1i 1i 0 -1i], 'ComparisonMethod', 'real');
disp(mat2str(real(B) + 0)); disp(mat2str(imag(B)))
B = sort([1+2i 3+1i 1i 0 -1i]);
disp(mat2str(real(B) + 0)); disp(mat2str(imag(B)))
[B, I] = sort([2 1 2 1 2]);
disp(mat2str(I))
[B, I] = sort([2 1 2 1 2], 'descend');
disp(mat2str(I))
disp(mat2str(sort(uint64([18446744073709551615 0 5])) == uint64([0 5 18446744073709551615])))
disp(mat2str(sort(int64([-9223372036854775807 5 -1]), 'descend') == int64([5 -1 -9223372036854775807])))
disp(mat2str(1 ./ sort([0 -0 -1])))
