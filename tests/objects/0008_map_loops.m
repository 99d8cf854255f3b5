% containers.Map in loops: M(key) reads and M(key) = v writes of double
% values under double and char keys, with keys in runs of whole numbers,
% out of order, fractional, negative, removed and put back. Every value,
% order and error must be what a one-at-a-time statement gives.
D = containers.Map('KeyType', 'double', 'ValueType', 'any');
for k = 1:10
    D(k) = k^2;
end
% Out of order, around and inside the run, -0, a fraction, a negative.
D(15) = 150; D(12) = 120; D(11) = 110; D(-0) = 7; D(2.5) = 25; D(-3) = -30;
D(13) = 130; D(14) = 140;
fprintf('%g ', cell2mat(keys(D))); fprintf('\n');
fprintf('%g ', cell2mat(values(D))); fprintf('\n');
s = 0;
for k = 1:15
    s = s + D(k);
end
fprintf('sum %g count %d\n', s, D.Count);
fprintf('D(0) %g D(-0) %g D(2.5) %g\n', D(0), D(-0), D(2.5));
remove(D, 15); remove(D, 14); remove(D, 5);
D(5) = 55;
fprintf('%g ', cell2mat(keys(D))); fprintf('\n');
fprintf('%d %d %d\n', isKey(D, 14), isKey(D, 5), D.Count);
% A value replaced in a loop; the value stored is read back by another loop.
for r = 1:3
    for k = 1:4
        D(k) = D(k) + r;
    end
end
fprintf('%g ', D(1), D(2), D(3), D(4)); fprintf('\n');
% The key computed from the map itself.
D(100) = 3;
fprintf('%g\n', D(D(100)));
% Values that are not double scalars go the general way and come back.
D(6) = 'six'; D(7) = [1 2 3];
fprintf('%s %g\n', D(6), sum(D(7)));
% Char keys from a cell, from variables and literals.
names = {'beta', 'alpha', 'Gamma', 'alpha2', 'b'};
M = containers.Map();
for k = 1:numel(names)
    M(names{k}) = k;
end
key = 'alpha';
t = 0;
for k = 1:numel(names)
    t = t + M(names{k});
end
names_sorted = keys(M);
fprintf('%d keys: ', numel(names_sorted)); fprintf('%s|', names_sorted{:}); fprintf('\n');
fprintf('%g %g %g\n', t, M(key), M('Gamma'));
M(key) = 10;
fprintf('%g %d\n', M('alpha'), M.Count);
% A key text changed after it was stored: the map keeps the old text.
k2 = 'zeta';
M(k2) = 26;
k2(1) = 'e';
fprintf('%d %d %s\n', isKey(M, 'zeta'), isKey(M, k2), k2);
% A copy of the handle sees the writes made in the loop.
H = M;
for k = 1:3
    H(names{k}) = -k;
end
fprintf('%g %g %g\n', M('beta'), M('alpha'), M('Gamma'));
% ValueType double: stored as double; ValueType char refuses a number.
V = containers.Map('KeyType', 'double', 'ValueType', 'double');
for k = 1:3
    V(k) = k / 2;
end
fprintf('%g %s\n', V(3), class(V(3)));
W = containers.Map('KeyType', 'char', 'ValueType', 'char');
try
    for k = 1:2
        W(names{k}) = k;
    end
catch err
    disp(err.identifier)
end
fprintf('W count %d\n', W.Count);
% Errors in a loop are the statement's errors; the loop's work so far stays.
try
    for k = 1:20
        s = D(k);
    end
catch err
    fprintf('%s at k = %d\n', err.identifier, k);
end
try
    x = D(NaN);
catch err
    disp(err.message)
end
try
    D(NaN) = 1;
catch err
    disp(err.message)
end
try
    x = M(3);
catch err
    disp(err.message)
end
try
    M(3) = 1;
catch err
    disp(err.message)
end
try
    t = M('nokey') + 1;
catch err
    disp(err.message)
end
fprintf('%d %d\n', D.Count, M.Count);
