% 0014_nd.m: DISPLAY.md R4.7, N-d double arrays print one named 2-D page after another
% values cross-checked against GNU Octave 7
A = cat(3, [1 2], [3 4])
cat(3, [1; 2], [5; 6])
