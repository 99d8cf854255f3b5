format long
hold on
clear x y
help max
close all
