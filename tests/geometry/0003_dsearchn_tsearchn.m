% dsearchn and tsearchn: nearest points with distances, the outside value
% with a triangulation, enclosing simplices with barycentric coordinates
% in 2-D and 3-D, and errors.
x = [-1 -1; -1 1; 1 -1]; tri = [1 2 3];
disp(mat2str(dsearchn(x, tri, [1 1/3])))
disp(mat2str(dsearchn(x, tri, [1 1/3], NaN)))
disp(mat2str(dsearchn(x, tri, [1/3 1])))
[idx, p] = tsearchn(x, tri, [-1 -1; -1 1; 1 -1; -1/3 -1/3; 1 1]);
disp(mat2str(idx)); disp(mat2str(p + 0, 6))
P = [0 0; 1 0; 0 1; 1 1; 0.5 0.5]; T = [1 2 5; 2 4 5; 4 3 5; 3 1 5];
[k, d] = dsearchn(P, [0.1 0.1; 0.9 0.2; 2 2]);
disp(mat2str(k)); disp(mat2str(d, 6))
[k, d] = dsearchn(P, T, [0.1 0.1; 0.9 0.2; 2 2], Inf);
disp(mat2str(k)); disp(mat2str(d, 6))
disp(mat2str(dsearchn(P, T, [0.1 0.1; 2 2], [])))
[t, b] = tsearchn(P, T, [0.5 0.1; 0.9 0.5; 0.25 0.75; 3 3]);
disp(mat2str(t)); disp(mat2str(b, 6))
P3 = [0 0 0; 1 0 0; 0 1 0; 0 0 1];
[t, b] = tsearchn(P3, [1 2 3 4], [0.1 0.2 0.3; 1 1 1]);
disp(mat2str(t)); disp(mat2str(b, 6))
[k, d] = dsearchn(P3, [0.9 0.1 0; 0 0 0.4]);
disp(mat2str(k)); disp(mat2str(d, 6))
try
    dsearchn(P, [1 2 3])
catch err
    disp(err.message)
end
try
    tsearchn(P, [1 2 9], [0 0])
catch err
    disp(err.message)
end
