% 0007_nd_growth.m: assignment that creates or grows N-d arrays; values and
% sizes from GNU Octave 7, which agrees with MATLAB's documented growth rules
a(1,:,:) = 1:4;
disp(size(a))
disp(squeeze(a)')
b = 1;
b(2,2,2) = 5;
disp(size(b))
fprintf('%d ', b(:)); fprintf('\n')
c = zeros(2,2);
c(:,:,3) = [1 2; 3 4];
disp(size(c))
d(2,3,2) = 7;
disp(size(d))
e = [];
e(:,1) = [1 2 3];
disp(size(e))
f = [];
f(:,:,2) = ones(2,3);
disp(size(f))
s(2,2,2).x = 1;
disp(size(s))
fprintf('%d\n', isempty(s(1,1,1).x))
t = struct('v', {1, 2, 3});
t(1,1,2).v = 9;
disp(size(t))
r = repmat(7, [1 3 3 3]);
disp(size(r))
q = repmat([1 2], [2 1 2]);
disp(size(q))
