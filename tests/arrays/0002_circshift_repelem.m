% circshift with dim, repelem vector and block forms, any class.
disp(mat2str(circshift([1 2 3 4 5], 2)))
disp(mat2str(circshift([1 2 3 4 5], -1)))
A = [1 2 3; 4 5 6; 7 8 9];
disp(mat2str(circshift(A, 1)))
disp(mat2str(circshift(A, 1, 2)))
disp(mat2str(circshift(A, [1 -1])))
disp(mat2str(repelem([1 2 3 4], 3)))
disp(mat2str(repelem([1 2 3 4], [2 2 3 3])))
disp(mat2str(repelem([1; 2], 2)))
disp(mat2str(repelem([1 2; 3 4], 3, 2)))
disp(mat2str(repelem([1 2; 3 4], 1, [2 3])))
disp(repelem('ab', 2))
c = repelem({1, 'x'}, 2);
disp(mat2str(size(c))); disp(c{3})
disp(class(repelem(uint8([1 2]), 2)))
