% 0001_local_functions.m: local functions after the script code, multiple outputs, ~ placeholders
% values cross-checked against GNU Octave 7 (functions moved before the code for Octave)
y = square_plus_one(3)
[s, p] = sum_and_product(2, 5)
[~, p] = sum_and_product(4, 5)
[a, ~, c] = three_outputs()
s = sum_and_product(1, 1)
z = add_default(2)
z = add_default(2, 10)
square_plus_one(1)

function y = square_plus_one(x)
y = x^2 + 1;
end

function [s, p] = sum_and_product(a, b)
s = a + b;
p = a * b;
end

function [a, b, c] = three_outputs()
a = 1;
b = 2;
c = 3;
end

function z = add_default(x, y)
if nargin < 2
    y = 100;
end
z = x + y;
end
