% ifft, ifft2 and ifftn return a real result when their input is exactly
% conjugate symmetric (MATLAB's automatic test), complex otherwise.
x = [1 2 3 4 5 6 7 8];
y = ifft(fft(x));
fprintf('%d\n', isreal(y));
fprintf('%g ', y); fprintf('\n');
fprintf('%d\n', isreal(ifft([1 2 3])));
fprintf('%d\n', isreal(ifft([4 1 1])));
fprintf('%d\n', isreal(ifft(fft(x), 16)));
fprintf('%d\n', isreal(ifft(fft([1 2; 3 4]))));
fprintf('%d\n', isreal(ifft(fft([1 2 3 4]'), [], 1)));
fprintf('%d\n', isreal(ifft2(fft2(magic(4)))));
fprintf('%d\n', isreal(ifftn(fftn(reshape(1:12, 2, 3, 2)))));
fprintf('%d\n', isreal(ifft([1 1i -1i])));
fprintf('%d\n', isreal(ifft([1 1i 1i])));
