% 0003_matrix_whitespace.m: how spaces, commas, semicolons and newlines separate matrix elements
% values cross-checked against GNU Octave 7
a = [1 -2]
b = [1 - 2]
g = [1 +2]
c = [1 , 2 ; 3 , 4]
x = 3; y = 1;
d = [x -y]
e = [x - y]
f = [x' y']
v = [1 2 3];
h = [v' v']
m = [1 2
3 4]
k = [1, 2, ...
     3]
p = [v -1]
