% 0003_while_break_continue.m: while loops, break and continue (innermost loop only)
% values cross-checked against GNU Octave 7
n = 0;
while n < 5
    n = n + 1;
end
n
i = 0;
while true
    i = i + 1;
    if i == 3
        break
    end
end
i
for k = 1:6
    if mod(k, 2) == 0
        continue
    end
    fprintf('%d ', k);
end
fprintf('\n');
% break leaves only the inner loop
for a = 1:3
    for b = 1:3
        if b > a
            break
        end
        fprintf('(%d,%d)', a, b);
    end
end
fprintf('\n');
count = 0;
while count < 10
    count = count + 3;
    if count == 6, continue, end
    fprintf('count %d\n', count);
end
while false
    disp('never')
end
