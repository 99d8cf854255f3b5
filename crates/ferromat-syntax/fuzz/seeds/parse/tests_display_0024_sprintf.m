s = sprintf('%d', [1 2 3])
t = sprintf('%.0d', 1.10*100)
u = sprintf('%0.5g', 1/eps)
v = sprintf('%d', 1.05*100)
