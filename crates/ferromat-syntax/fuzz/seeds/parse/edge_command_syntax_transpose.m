hold on
format long g
disp hello world
x = a' * b';
