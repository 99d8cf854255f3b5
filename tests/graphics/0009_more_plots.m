% axis square, line, xline/yline, peaks, cla, ticks, sgtitle, daspect,
% scatter3, quiver, fplot, pcolor, imshow, polarplot, yyaxis, rectangle,
% plotyy and dot syntax on graphics handles.
figure('Visible', 'off');
Z = peaks(3);
fprintf('%.4f ', Z); fprintf('\n');
[X, Y, Z] = peaks(2);
fprintf('%g ', X, Y); fprintf('%.4f ', Z); fprintf('\n');
fprintf('%.4f\n', peaks(0.5, -1));
disp(size(peaks))
plot(1:10);
axis square
h = line([1 5], [2 8]);
disp(get(h, 'Type'))
disp(numel(get(gca, 'Children')))
xl = xline(3, '--', 'limit');
disp(get(xl, 'Type'))
disp(get(xl, 'Label'))
yline([2 4]);
disp(numel(get(gca, 'Children')))
xticks([0 5 10]);
disp(xticks)
xticklabels({'a', 'b', 'c'});
disp(xticklabels)
yticks([1 2]);
disp(yticks)
cla
disp(numel(get(gca, 'Children')))
sgtitle('All plots');
daspect([1 2 1]);
disp(daspect)
ax = gca;
ax.XLim = [0 2];
disp(ax.XLim)
ax.YLim(2) = 7;
disp(get(gca, 'YLim'))
p = plot(1:3);
p.LineWidth = 2;
p.Color = 'r';
disp(p.LineWidth)
disp(get(p, 'Color'))
ax.Title = 'dot title';
disp(get(gca, 'Title'))
s = scatter3([1 2 3], [4 5 6], [7 8 9]);
[az, el] = view;
fprintf('%g %g\n', az, el);
q = quiver([0 1], [0 0], [1 1], [1 0]);
disp(get(q, 'Type'))
f = fplot(@(x) x.^2, [0 2]);
fprintf('%g %g\n', xlim);
xd = get(f, 'XData'); yd = get(f, 'YData');
fprintf('%g %g %g\n', xd(end), yd(end), numel(xd));
pc = pcolor(magic(3));
disp(get(pc, 'Type'))
im = imshow(rand(4) > 0.5);
disp(get(im, 'Type'))
disp(get(gca, 'Visible'))
pp = polarplot([0 pi/2], [1 2]);
fprintf('%.4f ', get(pp, 'XData')); fprintf('\n');
polar(linspace(0, pi, 5), ones(1, 5));
clf
plot(1:5);
yyaxis right
plot([10 20 30]);
ylabel('right');
yyaxis left
disp(get(gca, 'YLim'))
r = rectangle('Position', [1 1 2 3], 'Curvature', 0.2);
disp(isgraphics(r))
[axs, h1, h2] = plotyy(1:3, 1:3, 1:3, [10 20 30]);
disp(size(axs))
saveas(gcf, fullfile(tempdir, 'ferromat_0009.png'));
disp(exist(fullfile(tempdir, 'ferromat_0009.png'), 'file'))
try
    xticks([3 1]);
catch e
    disp(e.message)
end
x = 5;
try
    x.a = 1;
catch e
    disp(e.message)
end
close all
