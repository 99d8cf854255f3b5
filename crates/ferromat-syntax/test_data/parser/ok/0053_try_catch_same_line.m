try, f(), catch err, disp(err), end
