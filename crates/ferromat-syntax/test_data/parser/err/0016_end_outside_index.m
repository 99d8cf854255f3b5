x = end
