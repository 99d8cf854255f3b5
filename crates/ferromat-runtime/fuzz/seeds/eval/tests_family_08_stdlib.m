% 08_stdlib.m: nanmax, nanmin and range from stdlib/
% nanmax/nanmin from the Statistics Toolbox documentation; range cross-checked against GNU Octave
[m, i] = nanmax([1 NaN 3; 4 2 NaN])
m = nanmax([1 NaN 3], [2 2 NaN])
m = nanmax([1 NaN; 4 2], [], 2)
[m, i] = nanmin([1 NaN 3; 4 2 NaN])
m = nanmin([1 NaN 3], [2 2 NaN])
[m, i] = nanmin([NaN 5; 3 NaN], [], 2)
m = nanmax([NaN NaN])
r = range([1 5 3; 2 9 4])
r = range([1 5 3; 2 9 4], 2)
r = range([1 5 3; 2 9 4], 'all')
r = range([4 NaN 1])
r = range(7)
