% duration constructors, unit functions, formats and display (MathWorks
% duration and hours pages; the seconds/Format/cellstr example of MATLAB
% Answers 166211, in today's unit names).
D = hours(1:3)
X = magic(4);
H = hours(X)
X = hours(2:10:38) + minutes(30)
H = hours(X);
fprintf('%g ', H); fprintf('\n');
D = duration(1,30,45)
D = duration([1 30 45; 2 0 5])
d = seconds(0:40:180)
d.Format = 'hh:mm:ss'
c = cellstr(d);
fprintf('%s\n', c{:});
d = duration(12,45,30,35, 'Format', 'hh:mm:ss.SSS');
disp(char(d))
fprintf('%g\n', minutes(duration(1,30,0)));
fprintf('%g\n', milliseconds(seconds(1.5)));
disp(char(days(1))); disp(char(days(2))); disp(char(years(1.5)));
disp(char(duration(25,0,0)));
d = duration(25,0,0,'Format','dd:hh:mm:ss');
disp(char(d))
disp(char(-duration(1,30,0)))
d = duration('12:45:07');
disp(char(d))
fprintf('%s %d %d\n', class(d), isduration(d), isdatetime(d));
