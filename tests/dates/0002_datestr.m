% datestr numbered and free-form formats on fixed dates (GNU Octave).
d = 737882.6543;
for k = 0:31
    fprintf('%d|%s|\n', k, datestr(d, k));
end
disp(datestr(737882.5))
disp(datestr(737882))
disp(datestr(d, 'dddd mmmm d QQ yy HH:MM:SS.FFF PM'))
disp(datestr([737882; 737883]))
disp(datestr([2020 4 1 8 5 3]))
