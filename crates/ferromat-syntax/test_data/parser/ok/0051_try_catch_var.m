try
  error('x');
catch ME
  disp(ME.message)
end
