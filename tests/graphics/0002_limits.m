% Axis limits as MATLAB chooses them for the plot and bar doc examples, and
% limits set by xlim, ylim and axis.
x = 0:pi/100:2*pi;
plot(x, sin(x));
fprintf('%g %g\n', xlim);
fprintf('%g %g\n', ylim);
y = [75 91 105 123.5 131 150 179 203 226 249 281.5];
bar(y);
fprintf('%g %g\n', ylim);
plot(1:10);
fprintf('%g %g %g %g\n', axis);
xlim([2 5]);
fprintf('%g %g\n', xlim);
axis([0 20 -1 1]);
fprintf('%g %g %g %g\n', axis);
ylim([-3 3]);
fprintf('%g %g\n', get(gca, 'YLim'));
close all
