% 0005_ranges.m: colon ranges with steps, descending and empty ranges
% values cross-checked against GNU Octave 7
r = 1:5
r = 0:0.5:2
r = 5:-2:1
r = 10:-3:0
r = 1:0
r = 3:-1:4
n = numel(1:0.1:2)
r = (1:3)'
r = 2:2
