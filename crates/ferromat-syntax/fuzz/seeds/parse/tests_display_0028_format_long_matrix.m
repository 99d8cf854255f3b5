format long
M = [1.5 2.25]
format
N = [1.5 2.25]
