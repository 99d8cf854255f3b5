s = single(pi)
t = single([10 10 13])
