switch x
  case 1
    a = 1;
  case {2, 3}
    a = 2;
  otherwise
    a = 3;
end
