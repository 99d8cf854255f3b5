m = @max;
fs = {@sin, @cos};
p = @pkg.fn;
