% fft and ifft: lengths, padding, truncation, dim, 'symmetric'.
y = fft([1 2 3 4])
y = fft([1 0 0], 4)
y = fft([1 2 3 4], 2)
Y = fft([1 2; 3 4])
Y = fft([1 2; 3 4], [], 2)
x = ifft(fft([1 2 3 4 5]))
x = ifft([10 -2+2i -2 -2-2i], 'symmetric')
z = fft(single([1 1 1]));
disp(class(z))
r = rand(1, 7);
disp(max(abs(ifft(fft(r)) - r)) < 1e-14)
F = fft2([1 2; 3 4])
G = real(ifft2(fft2([1 2; 3 4])))
H = fftn(ones(2, 2, 2));
disp(H(1))
disp(sum(H(:) ~= 0))
% 'symmetric' reads only the first half: junk in the upper half is ignored
% (the behaviour shown on MATLAB Answers for ifft's 'symmetric' flag).
x = ones(1, 7);
x(5:end) = [0.3 0.7 0.1];
y = ifft(x, 'symmetric');
disp(isreal(y) && max(abs(y - [1 0 0 0 0 0 0])) < 1e-15)
y = ifft([4 1+1i 0 7], 'symmetric')
y = ifft([4; 1+1i; 5], 4, 1, 'symmetric')
