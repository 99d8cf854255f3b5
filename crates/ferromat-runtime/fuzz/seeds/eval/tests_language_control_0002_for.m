% 0002_for.m: for over ranges, matrix columns, cells; the loop variable after the loop
% values cross-checked against GNU Octave 7
for k = 1:3
    fprintf('k=%d\n', k)
end
total = 0;
for k = 10:-5:0
    total = total + k;
end
total
for col = [1 2; 3 4]
    col
end
for c = {1, 'two'}
    disp(class(c))
    disp(class(c{1}))
end
% a column vector is one iteration over its single column
n = 0;
for v = [1; 2; 3]
    n = n + 1;
end
n
% assigning to the loop variable does not change the iterations
for k = 1:3
    k = k * 10;
    fprintf('%d ', k);
end
fprintf('\n');
k
for k = 1:0
    disp('never')
end
