else
  x = 1;
