x -1
x = 1
x (1)
x == y
x
