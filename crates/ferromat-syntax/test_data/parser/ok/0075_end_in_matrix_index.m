x([1, end])
x(end:-1:1)
