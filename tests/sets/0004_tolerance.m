% uniquetol and ismembertol: default and given tolerances, DataScale, indices.
disp(mat2str(uniquetol([1 1.0000001 2 3], 1e-6)))
disp(mat2str(uniquetol([1 1.0000001 2 3], 1e-9)))
[C, ia, ic] = uniquetol([5 1 1.00000001 5], 1e-6);
disp(mat2str(C)); disp(mat2str(ia)); disp(mat2str(ic))
disp(mat2str(uniquetol([0.1 0.12 0.3], 0.05, 'DataScale', 1)))
[tf, loc] = ismembertol([1 2.0000000000001 5], [2 1]);
disp(mat2str(tf)); disp(mat2str(loc))
disp(mat2str(ismembertol([1 1.1 1.2], 1, 0.1)))
