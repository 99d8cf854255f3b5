try
  x = 1;
catch ME
