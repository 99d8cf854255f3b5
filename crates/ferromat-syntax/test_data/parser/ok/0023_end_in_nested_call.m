x(min(end, 3))
c{end+1}
y([1 end])
