% fftshift and ifftshift on odd and even lengths and along a dimension.
a = fftshift([1 2 3 4 5])
b = ifftshift(fftshift([1 2 3 4 5]))
c = fftshift([1 2 3 4])
M = fftshift([1 2; 3 4])
N = fftshift([1 2 3; 4 5 6], 2)
