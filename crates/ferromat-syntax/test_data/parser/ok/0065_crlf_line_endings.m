x = 1;
y = [1 2
3 4];
if x
  z = 2;
end
