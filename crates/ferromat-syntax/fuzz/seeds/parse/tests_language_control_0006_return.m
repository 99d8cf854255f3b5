% 0006_return.m: return inside local functions (script with local functions at the end)
% values cross-checked against GNU Octave 7 (functions moved before the code for Octave)
r = first_negative([3 -1 -4])
r = first_negative([1 2])
show_positive(-2)
show_positive(4)
disp('done')

function idx = first_negative(v)
idx = 0;
for k = 1:numel(v)
    if v(k) < 0
        idx = k;
        return
    end
end
end

function show_positive(x)
if x <= 0
    return
end
fprintf('%d is positive\n', x);
end
