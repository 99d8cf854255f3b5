% polyval and polyfit: single and complex operands (the MathWorks pages
% list single, double and complex support), integer operands refused.
disp(class(polyval(single([1 2]), 1:3)))
disp(class(polyval([1 2], single(1:3))))
disp(class(polyval(single([]), 1:3)))
fprintf('%d %d\n', size(polyval(single([]), 1:3)))
fprintf('%g\n', polyval([1 0 1], 1i))
y = polyval([1i 2], [1 2]);
fprintf('%g %g\n', real(y), imag(y))
p = polyfit(1:4, polyval([1i 0 2i 4], 1:4), 3);
fprintf('%d\n', max(abs(p - [1i 0 2i 4])) < 1e-10)
disp(class(polyfit(single(1:3), [2 4 6], 1)))
try
  polyval(int8(1), 0:2)
catch err
  disp(err.message)
end
try
  polyval([1 0], int8(0:2))
catch err
  disp(err.message)
end
