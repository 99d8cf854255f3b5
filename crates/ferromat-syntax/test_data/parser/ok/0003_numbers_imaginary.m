z = 3i + 2.5j - 1e3i;
w = 4I
