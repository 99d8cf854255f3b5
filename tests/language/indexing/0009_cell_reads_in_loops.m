% c{i} and c{i,j} read in loops (the interpreter's in-place element read):
% values, end arithmetic, trailing dims folded into the second subscript,
% and the errors the general path reports for subscripts that are out of
% range, fractional or zero. Messages are MATLAB's (Index exceeds... page
% wording as the interpreter already prints for c(i)); values worked by hand.
c = {1, 'two', [3 4]; 5, {6}, 'seven'};
total = 0;
for k = 1:numel(c)
  v = c{k};
  if isnumeric(v), total = total + sum(v); end
end
disp(total)
for j = 1:size(c, 2)
  disp(class(c{2, j}))
end
disp(c{end})
disp(c{end - 1})
disp(c{1, end})
d = reshape(num2cell(1:8), 2, 2, 2);
disp(d{2, 4})
n = 0;
for k = 1:8, n = n + d{k}; end
disp(n)
try
  x = c{7};
catch e
  disp(e.message)
end
try
  x = c{1.5};
catch e
  disp(e.message)
end
try
  x = c{0};
catch e
  disp(e.message)
end
try
  x = c{3, 1};
catch e
  disp(e.message)
end
