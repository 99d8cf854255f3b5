switch x
  case {1, 2}
  otherwise
end
while true, break, end
try, error('a:b', 'm'), catch ME, disp(ME.message), end
parfor k = 1:2, end
