% The shape of find's result when nothing is found. Expected values: MATLAB
% (MathWorks Answers 34041 shows find(zeros(z,w)) for every z, w in 0:2),
% and GNU Octave 7.3 gives the same sizes.
for z = 0:2
  for w = 0:2
    fprintf('zeros(%d,%d): %s\n', z, w, mat2str(size(find(zeros(z, w)))));
  end
end
[r, c, v] = find(0);
disp(mat2str([size(r) size(c) size(v)]))
disp(mat2str(size(find([0 0 1]))))
disp(mat2str(size(find([0; 2]))))
