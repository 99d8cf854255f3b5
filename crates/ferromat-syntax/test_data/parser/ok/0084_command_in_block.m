if x, hold on, end
for i = 1:2
  format long
end
