format compact
x = 5
y = [1 2;3 4]
D = [1.5 1000.5]
format loose
z = 1
