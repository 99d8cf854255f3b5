% Figure numbers, the current figure and axes, and line properties by handle.
f = figure;
fprintf('%d\n', f);
g = figure(5);
fprintf('%d %d\n', g, gcf);
figure(1);
fprintf('%d\n', gcf);
h = plot(1:3, [2 1 3], 'r--o');
fprintf('%g ', get(h, 'Color')); fprintf('\n');
disp(get(h, 'LineStyle'))
disp(get(h, 'Marker'))
fprintf('%g\n', get(h, 'LineWidth'));
set(h, 'LineWidth', 2, 'Color', [0 0.5 1]);
fprintf('%g\n', get(h, 'LineWidth'));
fprintf('%g ', get(h, 'Color')); fprintf('\n');
fprintf('%g ', get(h, 'XData')); fprintf('\n');
fprintf('%g ', get(h, 'YData')); fprintf('\n');
disp(get(gca, 'XScale'))
semilogy(1:3);
disp(get(gca, 'YScale'))
disp(get(gca, 'XScale'))
h2 = plot(1:4, [1 2; 3 4; 5 6; 7 8]);
fprintf('%d\n', numel(h2));
fprintf('%g ', get(h2(2), 'YData')); fprintf('\n');
disp(get(h2(1), 'Type'))
close(5);
fprintf('%d\n', gcf);
close all
