% 0012_interp1_complex_nd.m: interp1 of complex values, of N-D arrays
% along their first dimension, with 'v5cubic', with [] as the method, and
% a 'pp' form with [] as the method. Expectations: see README.md.
x = 1:5;
v = [1 4 2 5 3] + 1i*[0 1 0 1 0];
disp(interp1(x, v, [1.5 2.5 4.2]))
disp(interp1(x, real(v), [1.5 2.5 4.2], 'v5cubic'))
V = reshape(1:30, 5, 3, 2);
r = interp1(1:5, V, [1.5; 2.5]);
disp(size(r))
disp(r(:, :, 2))
r = interp1(1:5, V, [1.5 2.5; 3.5 4.5]);
disp(size(r))
disp(interp1(x, real(v), 2.5, []))
pp = interp1(x, real(v), [], 'pp');
disp(ppval(pp, 2.5))
disp(interp2(magic(4) + 1i, 2.5, 1.5))
try
  interp1(x, real(v), 2, 'linear', [1 2])
catch err
  disp(err.message)
end
