% 0016_gradient_complex.m: gradient of complex data (MATLAB's gradient page:
% "Complex Number Support: Yes"), each part differenced as real data.
% Expectations: GNU Octave 7 (octave-cli) for every value; the display is
% MATLAB's (complex values with four decimals, a single row vector header).
[Y, X, Z, U] = ndgrid(2:2:8, 1:5, 4:4:12, 3:5:30);
[dX, dY, dZ, dU] = gradient(X + 1i*X);
disp([all(dX(:) == 1+1i), all(dY(:) == 0), all(dZ(:) == 0), all(dU(:) == 0)])
[dX, dY, dZ, dU] = gradient(U - 1i);
disp([all(dX(:) == 0), all(dY(:) == 0), all(dZ(:) == 0), all(dU(:) == 5)])
g = gradient(single([1 2 4] + 2i*[0 1 3]))
class(g)
[gx, gy] = gradient([1 2; 3 5] * (1 - 1i), 2, 0.5)
