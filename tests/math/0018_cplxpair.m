% cplxpair: pairs by increasing real part, negative imaginary first, reals last.
disp(mat2str(cplxpair([1+1i, 2, 1-1i, -1])))
disp(mat2str(cplxpair([3-2i; 1+1i; 3+2i; 1-1i])))
disp(mat2str(cplxpair([2 0 1])))
disp(mat2str(cplxpair([1+1i 5; 1-1i 4], [], 1)))
try
  cplxpair([1+1i, 2-1i]);
catch err
  disp('could not pair');
end
