% 0001_if.m: if / elseif / else, truth of empty, non-scalar and char conditions, one-line if
% values cross-checked against GNU Octave 7
x = 5;
if x > 3
    disp('big')
end
if x < 3
    disp('small')
else
    disp('not small')
end
for v = [1 5 10]
    if v < 3
        fprintf('%d: low\n', v)
    elseif v < 7
        fprintf('%d: mid\n', v)
    else
        fprintf('%d: high\n', v)
    end
end
if []
    disp('empty is true')
else
    disp('empty is false')
end
if [1 1 0]
    disp('all nonzero')
else
    disp('not all nonzero')
end
if [2 3]
    disp('every element nonzero')
end
if 'a'
    disp('char true')
end
if x == 5, y = 1, end
