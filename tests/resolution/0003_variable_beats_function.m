% A variable wins over every function of the same name.
mean = [10 20 30];
disp(mean(2))
clear mean
disp(mean([1 3]))
