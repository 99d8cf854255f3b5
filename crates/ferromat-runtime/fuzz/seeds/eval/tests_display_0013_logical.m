t = true
v = [0 1 1 1] > 0
