% Growing a table by assignment: a variable indexed past the height grows
% the whole table (other variables get their default fill), rows assigned
% past the end add rows, T.newVar adds a variable of the table's height.
T = table([1;2], {'a';'b'}, [true;false], 'VariableNames', {'x','s','f'});
T.x(end+1) = 7;
fprintf('%d\n', height(T));
fprintf('%g ', T.x); fprintf('\n');
fprintf('%d ', size(T.s{3})); fprintf('%s\n', class(T.s{3}));
fprintf('%d ', T.f); fprintf('%s\n', class(T.f));
T.x(2) = 5;
fprintf('%g ', T.x); fprintf('\n');
T{2, 'x'} = 6;
T(5, :) = {9, 'e', true};
fprintf('%d: ', height(T)); fprintf('%g ', T.x); fprintf('| %d %s\n', isempty(T.s{4}), T.s{5});
T.y = (1:5)';
fprintf('%s ', T.Properties.VariableNames{:}); fprintf('\n');
try
    T.z = [1; 2];
catch e
    disp(e.message)
end
fprintf('%d %d\n', size(T));
