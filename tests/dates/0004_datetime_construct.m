% datetime from parts, date vectors, yyyymmdd numbers and text, and its
% display (MathWorks datetime, yyyymmdd and "Extract or Assign Date and
% Time Components" pages; InputFormat examples from MATLAB Answers 2114321).
t = datetime(2014,6,28,6:7,0,0)
t.Day = 27:28
Y = [2014;2013;2012];
M = 01;
D = [31;30;31];
t = datetime(Y,M,D)
d = [20140628 20140701 20140704];
t = datetime(d,'ConvertFrom','yyyymmdd')
d2 = yyyymmdd(t);
fprintf('%d\n', d2);
t = datetime('240331','InputFormat','yyMMdd')
t = datetime('240331', 'InputFormat','yyMMdd', 'Format','dd MMMM yyyy')
t = datetime([2014 6 28; 2014 7 1])
t = datetime(2014,6,28,6,30,45,500, 'Format', 'uuuu-MM-dd HH:mm:ss.SSS');
disp(char(t))
fprintf('%s|%s\n', class(t), t.Format);
fprintf('%d %d %d\n', isdatetime(t), isdatetime(5), isduration(t));
t = datetime(2016,3,1) - 1;
disp(char(t))
t = datetime(2014,13,1);
disp(char(t))
