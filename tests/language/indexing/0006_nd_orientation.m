% 0006_nd_orientation.m: the shape of A(I). If I is a matrix the result has I's
% shape, unless A and I are both vectors (at most one dimension other than 1,
% in any position), then the result has A's orientation (MATLAB's indexing
% documentation). Octave 7 agrees except for rv(indv), where it keeps I's shape.
ndv = zeros(1,1,6); ndv(:) = 10:15;
lrv = [1 2 3 4 5 6];
disp(size(ndv(lrv)))
disp(size(ndv(lrv')))
rv = 1:6;
indv = zeros(1,1,6); indv(:) = 6:-1:1;
disp(size(rv(indv)))
disp(rv(indv))
cv = (1:6)';
disp(size(cv(indv)))
M = ones(4);
disp(size(M(indv)))
disp(size(ndv([1 2; 3 4])))
s = 7;
disp(size(s(ones(1,1,3))))
