for i = 1:2
  for j = 1:2
    if i == j
      while false
      end
    end
  end
end
