% 0001_infinite_step.m: an infinite step gives just the start (the next element
% lies beyond any finite end); values from GNU Octave 7
a = 0:Inf:1
b = 5:-Inf:0
c = 1:Inf:0;
disp(size(c))
