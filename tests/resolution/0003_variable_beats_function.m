% A variable wins over every function of the same name.
mean = [10 20 30];
fprintf('%d\n', mean(2))
clear mean
fprintf('%d\n', mean([1 3]))
