% datenum and datevec on fixed dates (values checked with GNU Octave).
fprintf('%d\n', datenum(2020, 4, 1))
fprintf('%d\n', datenum(0, 1, 1))
fprintf('%.4f\n', datenum([2000 1 1 12 0 0]))
fprintf('%d\n', datenum(2000, 13, 1) == datenum(2001, 1, 1))
fprintf('%d\n', datenum(2000, 2, 30) == datenum(2000, 3, 1))
disp(mat2str(datenum([2020 4 1; 2021 1 1])))
fprintf('%.6f\n', datenum(2020, 4, 1, 15, 45, 30))
fprintf('%d\n', datenum('01-Apr-2020'))
fprintf('%d\n', datenum('2020-04-01'))
fprintf('%d\n', datenum('04/01/2020'))
fprintf('%.6f\n', datenum('2020-04-01 15:45:30'))
fprintf('%d\n', datenum('2020.04.01', 'yyyy.mm.dd'))
disp(mat2str(datevec(737882.5)))
[y, m, d, h, mi, s] = datevec(737882.75);
disp(mat2str([y m d h mi s]))
disp(mat2str(datevec('01-Apr-2020 15:45:30')))
disp(mat2str(datevec([737882; 737883])))
% Six serial numbers in a row are not a date vector.
disp(datestr([737882 737883 737884 737885 737886 737887], 29))
% Fractional seconds read as fractions, a two-digit year pivots, and
% 'mm/dd' is a standard guess (GNU Octave 7's datevec tests; MathWorks
% datevec page for the formats).
disp(datevec('09/07/00'))
v = datevec('15:38:21.25', 'HH:MM:SS.FFF'); fprintf('%g\n', v(4:6))
v = datevec('06/01/2015 3:07:12.1 PM', 'mm/dd/yyyy HH:MM:SS.FFF PM'); fprintf('%g ', v); fprintf('\n')
v = datevec('09/13'); disp(v(2:3))
