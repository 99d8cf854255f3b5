% hold, clf, close and isgraphics on figure and axes handles.
plot(1:3);
hold on
plot(3:-1:1);
fprintf('%d\n', numel(get(gca, 'Children')));
hold off
plot(1:2);
fprintf('%d\n', numel(get(gca, 'Children')));
ax1 = subplot(2, 1, 1);
ax2 = subplot(2, 1, 2);
fprintf('%d\n', numel(get(gcf, 'Children')));
fprintf('%d\n', isgraphics(ax1));
clf
fprintf('%d\n', numel(get(gcf, 'Children')));
fprintf('%d\n', isgraphics(ax1));
f = figure('Name', 'Results', 'Visible', 'off');
disp(get(f, 'Name'))
disp(get(f, 'Visible'))
close all
fprintf('%d\n', isgraphics(f));
