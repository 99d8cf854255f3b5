for i = 1:3
  while true
    break
  end
