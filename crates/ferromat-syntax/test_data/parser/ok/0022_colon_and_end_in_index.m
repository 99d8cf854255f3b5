x(:)
x(:, 1)
x(end)
x(end-1, end)
