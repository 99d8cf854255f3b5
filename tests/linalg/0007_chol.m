% chol: upper and lower factors, [R, p] on a matrix that is not positive definite.
A = [4 12 -16; 12 37 -43; -16 -43 98];
R = chol(A)
L = chol(A, 'lower')
[R, p] = chol([1 2; 2 1])
[R, p] = chol(A);
p
try
  chol([1 2; 2 1])
catch err
  disp(err.message)
end
