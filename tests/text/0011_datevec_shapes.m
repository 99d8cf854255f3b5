% datevec: separate outputs of serial numbers keep the array's shape;
% a char matrix of dates is one date per row (datevec, weekday, datestr).
[y, m, d] = datevec([1 2; 3 4]);
disp(mat2str(d))
disp(mat2str(size(y)))
[y, m, d, h] = datevec([730486.5 730487 730488]);
disp(mat2str(d))
disp(mat2str(h))
v = datevec([1 2; 3 4]);
disp(mat2str(size(v)))
[y, m, d] = datevec(['2001-01-02'; '2001-03-04'], 'yyyy-mm-dd');
disp(mat2str([y m d]))
disp(mat2str(weekday(['01-Jan-2001'; '02-Jan-2001'])))
disp(datestr(['2001-01-02'; '2001-03-04']))
[y, m] = datevec({'2001-05-06', '2002-07-08'}, 'yyyy-mm-dd');
disp(mat2str([y m]))
