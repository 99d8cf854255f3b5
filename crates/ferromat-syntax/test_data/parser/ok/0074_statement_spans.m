  x = 1;   y = f(2)  ,z
