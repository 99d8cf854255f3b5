% 14_errors.m: misuse of max/min: each error is caught and only its message printed
% expectations derived from the MATLAB documentation where MATLAB documents the text; otherwise the text ferromat chose (DISPLAY.md section 6)
% GNU Octave words these errors differently, so no cross-check
try
    max([1 2], [3 4], 2);
catch err
    disp(err.message)
end
try
    min([1 2], [3 4], 2);
catch err
    disp(err.message)
end
try
    max([1 2 3], [1 2]);
catch err
    disp(err.message)
end
try
    max(ones(2, 3), ones(3, 2));
catch err
    disp(err.message)
end
try
    min([1; 2; 3], [1; 2]);
catch err
    disp(err.message)
end
try
    max(int8(1), int16(2));
catch err
    disp(err.message)
end
try
    min(int8([1 2]), uint8(1));
catch err
    disp(err.message)
end
try
    max([1 2; 3 4], [], 0);
catch err
    disp(err.message)
end
try
    max([1 2; 3 4], [], -1);
catch err
    disp(err.message)
end
try
    max([1 2; 3 4], [], 1.5);
catch err
    disp(err.message)
end
try
    max([1 2; 3 4], [], NaN);
catch err
    disp(err.message)
end
try
    max([1 2; 3 4], [], 1i);
catch err
    disp(err.message)
end
try
    max([1 2; 3 4], [], {1});
catch err
    disp(err.message)
end
try
    max([1 2; 3 4], [], [1 1]);
catch err
    disp(err.message)
end
try
    max([1 2; 3 4], [], [0 1]);
catch err
    disp(err.message)
end
try
    min([1 2; 3 4], [], [2 2]);
catch err
    disp(err.message)
end
try
    max([1 2; 3 4], [], 'foo');
catch err
    disp(err.message)
end
try
    max([1 2; 3 4], [], 1, 'foo');
catch err
    disp(err.message)
end
try
    max([1 2], [], 'omitnan', 'omitnan');
catch err
    disp(err.message)
end
try
    max([1 2], [], 'omitnan', 'includenan');
catch err
    disp(err.message)
end
try
    min([1 2], [], 'includenan', 'omitmissing');
catch err
    disp(err.message)
end
try
    max([1 2; 3 4], [], 'linear', 'linear');
catch err
    disp(err.message)
end
try
    max([1 2], [3 4], 'linear');
catch err
    disp(err.message)
end
try
    min([1 2], [3 4], 'linear');
catch err
    disp(err.message)
end
try
    max([1 2; 3 4], [], 1, 'all');
catch err
    disp(err.message)
end
try
    max([1 2; 3 4], [], [1 2], 'all');
catch err
    disp(err.message)
end
try
    max([1 2], [], 'ComparisonMethod');
catch err
    disp(err.message)
end
try
    max([1 2], [], 'ComparisonMethod', 'foo');
catch err
    disp(err.message)
end
try
    min([1 2], [3 4], 'ComparisonMethod', 'foo');
catch err
    disp(err.message)
end
try
    [a, b, c] = max(1:3);
catch err
    disp(err.message)
end
try
    [a, b, c] = min([1 2], [3 4]);
catch err
    disp(err.message)
end
try
    max();
catch err
    disp(err.message)
end
try
    min();
catch err
    disp(err.message)
end
try
    max({1, 2});
catch err
    disp(err.message)
end
try
    min({1, 2}, [], 2);
catch err
    disp(err.message)
end
try
    max([1 2], {1});
catch err
    disp(err.message)
end
% the session carries on after a caught error
x = 7;
try
    max([1 2], [3 4], 2);
catch err
    disp(err.message)
end
x
try
    m = max([1 2], [], 0);
catch err
    disp(err.message)
end
m = max([1 2], [], 2)
