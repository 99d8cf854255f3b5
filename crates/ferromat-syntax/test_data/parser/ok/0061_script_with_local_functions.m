x = helper(2);
disp(x)

function y = helper(v)
  y = v * 2;
end
