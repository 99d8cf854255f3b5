% weekday, etime and calendar on fixed dates (GNU Octave).
[n, s] = weekday(737882);
fprintf('%d %s\n', n, s)
[n, s] = weekday(737882, 'long');
disp(s)
disp(mat2str(weekday([737882 737883 737884])))
fprintf('%g\n', etime([2020 4 1 0 0 0], [2020 3 31 23 0 0]))
fprintf('%g\n', etime([2021 1 1 0 0 0], [2020 1 1 0 0 0]))
disp(mat2str(calendar(2020, 2)))
disp(mat2str(size(calendar(2021, 5))))
