try
  x = 1;
catch
  x = 2;
end
try, a; catch, b; end
