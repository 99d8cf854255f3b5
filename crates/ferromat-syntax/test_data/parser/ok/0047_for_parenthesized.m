for (i = 1:3)
  s = s + i;
end
for k = [1 2 3], k, end
