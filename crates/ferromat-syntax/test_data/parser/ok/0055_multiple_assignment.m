[a, ~, c] = f(x)
[a b] = deal(1, 2);
