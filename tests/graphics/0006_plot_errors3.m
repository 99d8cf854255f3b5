% Bad input to contour, surf, pie and tiledlayout gives errors with identifiers.
try, surf(1:3, 1:4, magic(3)), catch e, disp(e.identifier), disp(e.message), end
try, surf(magic(3), ones(2)), catch e, disp(e.identifier), end
try, pie([1 -2 3]), catch e, disp(e.identifier), end
try, tiledlayout('diagonal'), catch e, disp(e.identifier), end
try, contour(1:3), catch e, disp(e.identifier), disp(e.message), end
try, contour(1:2, 1:3, magic(3)), catch e, disp(e.identifier), end
try, contour(magic(3), [3 1]), catch e, disp(e.identifier), end
try, pie([1 2], {'a'}), catch e, disp(e.identifier), end
tiledlayout(2, 2); nexttile; nexttile(4);
try, nexttile(5), catch e, disp(e.identifier), end
h = surf(magic(4)); disp(get(h, 'Type'))
[az, el] = view; disp([az el])
view(2); [az, el] = view; disp([az el])
[M, c] = contour(magic(4)); disp(get(c, 'Type'))
