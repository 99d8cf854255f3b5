% A for loop over a colon range takes its elements one at a time, as MATLAB
% does: 1:1e15 and 1:Inf loop until break without building the range. The
% same ranges as values are still refused by the array size limit.
total = 0;
for k = 1:1e15
    total = total + k;
    if k == 4
        break
    end
end
fprintf('%d %d\n', k, total);
for k = 1:Inf
    if k^2 > 50
        break
    end
end
fprintf('%d\n', k);
for k = 5:-2:-Inf
    if k < 0
        break
    end
end
fprintf('%d\n', k);
count = 0;
for k = 0.5:0.25:Inf
    count = count + 1;
    if count == 3
        break
    end
end
fprintf('%g %d\n', k, count);
for k = 1:1e16
    if k > 2
        break
    end
end
fprintf('%d\n', k);
try
    x = 1:1e15;
    disp('allocated');
catch ME
    disp(ME.identifier);
end
try
    x = 1:Inf;
    disp('allocated');
catch ME
    disp('refused');
end
disp(exist('x', 'var'));
