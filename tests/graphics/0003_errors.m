% Bad input gives MATLAB's errors, never a crash.
try, plot(1:3, 1:4), catch e, disp(e.message), end
try, subplot(2, 2, 5), catch e, disp(e.message), end
try, xlim([2 1]), catch e, disp(e.message), end
try, get(12345, 'Color'), catch e, disp(e.message), end
h = plot(1:3);
try, set(h, 'LineWidth', -1), catch e, disp(e.message), end
try, get(h, 'NoSuchProperty'), catch e, disp(e.message), end
try, plot(1:3, 'rq'), catch e, disp(e.message), end
try, saveas(gcf, 'no_such_folder_ferromat/x.png'), catch e, disp(e.message), end
try, saveas(gcf, 'no_such_folder_ferromat/x.jpg'), catch e, disp(e.message), end
close all
