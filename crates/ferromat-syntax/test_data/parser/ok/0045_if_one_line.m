if x, disp(1), end
if true disp(2) end
