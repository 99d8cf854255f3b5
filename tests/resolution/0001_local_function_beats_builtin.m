% A script's own local functions win over builtins of the same name
% (MATLAB's "Function Precedence Order": local functions come before
% functions on the path, and builtins are on the path).
x = mean([1 2 3]);
fprintf('%d\n', x)
y = get(5);
fprintf('%d\n', y)
z = max(4, 7);
fprintf('%d\n', z)

function y = mean(x)
y = -numel(x);
end

function y = get(x)
y = 2*x;
end
