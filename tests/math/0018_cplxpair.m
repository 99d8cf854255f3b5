% cplxpair: pairs by increasing real part, negative imaginary first, reals last.
z = cplxpair([1+1i, 2, 1-1i, -1]);
disp(mat2str(real(z))); disp(mat2str(imag(z)))
disp(mat2str(cplxpair([3-2i; 1+1i; 3+2i; 1-1i])))
disp(mat2str(cplxpair([2 0 1])))
z = cplxpair([1+1i 5; 1-1i 4], [], 1);
disp(mat2str(real(z))); disp(mat2str(imag(z)))
try
  cplxpair([1+1i, 2-1i]);
catch err
  disp('could not pair');
end
