% flip, fliplr, flipud, rot90 on numeric, char, logical, cell and N-d arrays.
A = [1 2 3; 4 5 6];
disp(mat2str(fliplr(A)))
disp(mat2str(flipud(A)))
disp(mat2str(flip(A)))
disp(mat2str(flip(A, 2)))
disp(mat2str(flip([1 2 3])))
disp(mat2str(flip([1; 2; 3])))
disp(fliplr('abc'))
disp(mat2str(flipud([true; false])))
c = fliplr({1, 'two', 3});
disp(class(c)); disp(mat2str(c{1})); disp(c{2});
disp(class(fliplr(int8([1 2]))))
B = reshape(1:8, 2, 2, 2);
F = flip(B, 3);
disp(mat2str(F(:)'))
disp(mat2str(rot90(A)))
disp(mat2str(rot90(A, 2)))
disp(mat2str(rot90(A, 3)))
disp(mat2str(rot90(A, -1)))
disp(mat2str(rot90(A, 4)))
disp(mat2str(size(fliplr(zeros(0, 3)))))
