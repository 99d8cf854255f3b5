while true
  if done, break; end
  continue
end
