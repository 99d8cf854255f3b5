% plot3 lines and their data, zlim, shading and FaceColor/EdgeColor values.
t = 0:0.5:2;
h = plot3(t, t.^2, -t);
disp(get(h, 'Type'))
disp(get(h, 'ZData'))
[az, el] = view; disp([az el])
h = plot3([1 2; 3 4], [5 6; 7 8], [1 1; 2 2], 'r--');
disp(size(h))
disp(get(h(1), 'Color'))
disp(get(h(2), 'LineStyle'))
zlim([-2 3]); disp(zlim)
try, plot3(1:3, 1:3, 1:4), catch e, disp(e.message), end
h = surf(magic(3));
disp(get(h, 'FaceColor')); disp(get(h, 'EdgeColor'))
shading interp
disp(get(h, 'FaceColor')); disp(get(h, 'EdgeColor'))
shading flat
disp(get(h, 'FaceColor')); disp(get(h, 'EdgeColor'))
shading faceted
disp(get(h, 'FaceColor')); disp(get(h, 'EdgeColor'))
set(h, 'FaceColor', 'none'); disp(get(h, 'FaceColor'))
m = mesh(magic(3)); disp(get(m, 'FaceColor')); disp(get(m, 'EdgeColor'))
try, shading smooth, catch e, disp(e.identifier), end
try, surf(magic(3), 'FaceColor', 'shiny'), catch e, disp(e.identifier), end
