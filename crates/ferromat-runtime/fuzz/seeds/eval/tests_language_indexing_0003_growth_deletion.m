% 0003_growth_deletion.m: assignment past the end grows with zeros; assigning [] deletes
% values cross-checked against GNU Octave 7
x = [1 2];
x(5) = 1
y = [];
y(3) = 7
M = [1 2; 3 4];
M(3, 3) = 9
x(2) = []
x([1 end]) = []
M(:, 1) = []
M(2, :) = []
z = 1:5;
z(z > 3) = []
w = 5;
w(2, 2) = 1
q = [];
q(2, 3) = 4
size(q)
