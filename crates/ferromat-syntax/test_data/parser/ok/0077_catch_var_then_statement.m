try, x; catch ME disp(ME.message); end
try, x; catch disp(1); end
