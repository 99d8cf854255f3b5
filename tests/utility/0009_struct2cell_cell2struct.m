% struct2cell and cell2struct, on the MathWorks pages' examples and
% struct arrays of several shapes.
S.x = [1 2 3];
S.y = 'text';
S.z = {4};
C = struct2cell(S)
s = struct('a', {1, 2, 3}, 'b', {'p', 'q', 'r'});
c = struct2cell(s);
disp(size(c))
disp(c{2, 1, 3})
T = {'birch', 'betula', 65; 'maple', 'acer', 50};
t = cell2struct(T, {'name', 'genus', 'height'}, 2);
disp(size(t))
disp(t(2).genus)
disp(t(1).height)
r = cell2struct(T, ["common"; "latin"], 1);
disp(size(r))
disp(r(3).latin)
temps = {[44 38 46 43 48]; [35 31 32 28 35]};
Tstruct = cell2struct(temps, ["highs", "lows"])
q = cell2struct({1; 2}, ['ab'; 'cd'], 1)
try
    cell2struct({1, 2}, {'a'}, 2)
catch err
    disp(err.message)
end
try
    cell2struct(5, {'a'})
catch err
    disp(err.message)
end
try
    struct2cell(5)
catch err
    disp(err.message)
end
