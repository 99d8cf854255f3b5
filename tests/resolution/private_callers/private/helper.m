function y = helper(x)
y = twice(x) + 1;
end
