% 0003_comparison_logical.m: comparisons give logical arrays; element-wise and short-circuit logic
% values cross-checked against GNU Octave 7
c = [1 2 3] > 2
d = [1 2 3] == [1 5 3]
e = 'abc' == 'abd'
f = ~[1 0 2]
g = [1 0 1] & [1 1 0]
h = [1 0 0] | [0 0 1]
t = true && false
u = false || true
% the right operand is never evaluated
v = false && undefined_function_xyz(1)
w = true || undefined_function_xyz(1)
x = isempty([]) || numel([]) > 0
n = 5 ~= 4
class(c)
s = sum([1 2 3] > 1)
