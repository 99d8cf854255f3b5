% A 30-second tour of ferromat: run it with
%   cargo run --release -- examples/tour.m

% Results display as MATLAB's Command Window shows them.
A = [3 1 5; 4 2 6]

% max along columns, with the row of each maximum
[m, row] = max(A)

% along rows, over everything, and as linear indices
rowMax = max(A, [], 2)
[biggest, where] = max(A, [], 'all')
[~, linear] = min(A, [], 2, 'linear')

% NaN is ignored by default, or propagated on request
values = [NaN 4 2; 3 NaN 1];
max(values)
max(values, [], 'includenan')

% element-wise with implicit expansion; the second output says which
% operand each element came from (a ferromat extension)
[C, origin] = max([1 4 7], [2; 3; 5])

% complex numbers compare by magnitude, then angle
Z = [1+2i, 2+1i, -2+2i];
max(Z)

% functions and handles
clip = @(x, low, high) min(max(x, low), high);
clipped = clip(-2:2:6, 0, 4)
for k = 1:3
    fprintf('max of the first %d columns: %d\n', k, max(A(:, 1:k), [], 'all'));
end
