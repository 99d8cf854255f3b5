switch n
case 1 + 1
case -1
end
