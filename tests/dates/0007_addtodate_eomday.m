d = datenum(2008, 1, 1);
addtodate(d, 1, 'year') - d
addtodate(d, 13, 'month') - d
addtodate([d d+1], 1, 'month') - d
addtodate(d, [1; 13], 'month') - d
addtodate(datenum(2020, 1, 31), 1, 'month') - datenum(2020, 2, 29)
addtodate(datenum(2021, 3, 31), -1, 'month') - datenum(2021, 2, 28)
round((addtodate(d, 36, 'hour') - d) * 24)
eomday(2001, 1:12)
eomday([-4:4], 2)
eomday([1900 2000], 2)
