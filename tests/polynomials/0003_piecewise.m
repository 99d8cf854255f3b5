% mkpp, unmkpp, ppval, spline (not-a-knot, clamped, vector-valued) and
% pchip, and interp1's cubic methods agreeing with them.
pp = mkpp([0 1 2], [1 0 0; -1 2 1]);
disp(pp.form); disp(mat2str(pp.breaks)); disp(mat2str(pp.coefs))
disp(mat2str([pp.pieces pp.order pp.dim]))
disp(mat2str(ppval(pp, [-0.5 0 0.5 1 1.5 2 3])))
[b, c, l, k, d] = unmkpp(pp);
disp(mat2str(b)); disp(mat2str(c)); disp(mat2str([l k d]))
pp2 = mkpp([0 1 2], [1 0; 2 0; 3 0; 4 0], 2);
disp(mat2str(ppval(pp2, [0.5 1.5])))
disp(mat2str(size(ppval(pp2, [0.5 1.5; 1 2]))))
x = 0:5; y = x.^3;
disp(mat2str(spline(x, y, [0.5 2.5 6]), 10))
s = spline(x, y);
disp(mat2str([s.pieces s.order])); disp(mat2str(round(s.coefs(1, :) * 1e10) / 1e10))
disp(mat2str(spline([0 1 3], [0 1 9], [2 4]), 10))
disp(mat2str(spline(0:3, [0 0 1 8 27 27], [0.5 2.5]), 10))
disp(mat2str(spline(0:4, [0 1 4 9 16; 0 1 8 27 64], 2.5), 10))
disp(mat2str(pchip(0:4, [0 0 1 1 1], [0.5 1.5 2.5 3.5]), 10))
disp(mat2str(pchip([1 2 4 5], [1 3 2 5], [1.5 3 4.5]), 10))
disp(mat2str(interp1(0:5, sin(0:5), 2.3, 'spline') - spline(0:5, sin(0:5), 2.3)))
disp(mat2str(interp1(0:5, sin(0:5), 2.3, 'pchip') - pchip(0:5, sin(0:5), 2.3)))
