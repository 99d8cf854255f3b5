% datetime and duration arithmetic, comparison, ordering and conversion
% (MathWorks datetime, duration, between, dateshift, datenum, posixtime,
% juliandate and weekday pages: each value follows from their rules).
t1 = datetime(2014,6,28,6,0,0);
t2 = t1 + hours(5) + minutes(30);
disp(char(t2))
d = t2 - t1
disp(char(t1 + days(3)))
disp(char(t1 + 1.5))
disp(char(t2 - minutes(90)))
fprintf('%d %d %d %d\n', t1 < t2, t1 == t1, t2 >= t1, t1 ~= t2);
fprintf('%d\n', t1 < '2014-07-01');
dd = hours(1) + minutes(30);
disp(char(dd))
disp(char(dd*2))
disp(char(dd/3))
fprintf('%g\n', hours(3)/hours(1));
fprintf('%d\n', hours(2) > minutes(100));
ts = sort([t2 t1 t2 - days(1)]);
disp(char(ts))
[m, i] = max([t1 t2 t1]);
fprintf('%s %d\n', char(m), i);
t = datetime(2014,6,28) + days(0:2);
t(5) = datetime(2014,7,10);
fprintf('%d ', isnat(t)); fprintf('\n');
fprintf('%d %d\n', size(t));
disp(char(t(end)))
t(2) = [];
fprintf('%d\n', numel(t));
disp(char(between(t1, t2)))
disp(char(diff([t1 t2])))
fprintf('%.2f\n', datenum(t1));
disp(datestr(t1))
fprintf('%d\n', posixtime(datetime(1970,1,2)));
fprintf('%d\n', juliandate(datetime(2000,1,1,12,0,0)));
fprintf('%d\n', weekday(datetime(2014,6,28)));
fprintf('%d %d %d %d %d %d\n', year(t2), month(t2), day(t2), hour(t2), minute(t2), second(t2));
fprintf('%d %d %g\n', t2.Year, t2.Hour, t2.Second);
n = month(t1, 'name');
disp(n{1})
disp(char(dateshift(t1, 'start', 'month')))
disp(char(dateshift(t1, 'end', 'month')))
disp(char(dateshift(t1, 'start', 'year')))
t3 = datetime(739000, 'ConvertFrom', 'datenum');
disp(char(t3))
t4 = datetime(1e9, 'ConvertFrom', 'posixtime');
disp(char(t4))
t4.Format = 'yyyy-MM-dd''T''HH:mm:ss';
disp(char(t4))
s = string(t4);
fprintf('%s %s\n', class(s), s);
