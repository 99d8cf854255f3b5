% cart2pol pol2cart cart2sph sph2cart, polyarea, inpolygon, rectint.
[t, r] = cart2pol([1 0 -1], [1 2 0]);
disp(mat2str(t, 10)); disp(mat2str(r, 10))
[t, r, z] = cart2pol([1 2], 1, [5 6]);
disp(mat2str(t, 10)); disp(mat2str(r, 10)); disp(mat2str(z))
[x, y] = pol2cart([0 pi/2 pi], 2);
disp(mat2str(round(x * 1e12) / 1e12)); disp(mat2str(round(y * 1e12) / 1e12))
[az, el, r] = cart2sph(1, 1, sqrt(2));
disp(mat2str([az el r], 10))
[x, y, z] = sph2cart(pi/4, pi/4, 2);
disp(mat2str([x y z], 10))
disp(mat2str(polyarea([0 1 1 0], [0 0 1 1])))
disp(mat2str(polyarea([0 0; 2 3; 2 3; 0 0], [0 0; 0 0; 2 1; 2 1])))
[in, on] = inpolygon([0.5 1 2 0], [0.5 0.5 2 0], [0 1 1 0], [0 0 1 1]);
disp(mat2str(in)); disp(mat2str(on))
disp(mat2str(rectint([0 0 2 2], [1 1 2 2])))
disp(mat2str(rectint([0 0 1 1; 0.5 0.5 1 1], [0 0 1 1; 5 5 1 1; -1 -1 1.5 1.5])))
