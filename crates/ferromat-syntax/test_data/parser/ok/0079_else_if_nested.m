if x
  y
else if z
  w
end
end
