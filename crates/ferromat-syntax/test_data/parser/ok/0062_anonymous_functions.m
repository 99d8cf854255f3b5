f = @(x) x.^2 + a;
g = @() disp(1);
h = @(x, y) x + y
