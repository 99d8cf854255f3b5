% addvars, removevars, renamevars, movevars (MathWorks pages of the same
% names: default names from the input variables, 'Before'/'After'
% locations by name or number, 'NewVariableNames').
A = [1;2;3]; B = [4;5;6];
T = table(A, B);
C = [7;8;9];
T = addvars(T, C, 'Before', 'B');
fprintf('%s ', T.Properties.VariableNames{:}); fprintf('\n');
T = addvars(T, [0;0;1], 'NewVariableNames', 'D');
fprintf('%s ', T.Properties.VariableNames{:}); fprintf('\n');
T = addvars(T, {'x';'y';'z'}, 'After', 1);
fprintf('%s ', T.Properties.VariableNames{:}); fprintf('\n');
T = removevars(T, {'Var2', 'D'});
fprintf('%s ', T.Properties.VariableNames{:}); fprintf('\n');
T = renamevars(T, 'C', 'Cnew');
fprintf('%s ', T.Properties.VariableNames{:}); fprintf('\n');
T = movevars(T, 'A', 'After', 'B');
fprintf('%s ', T.Properties.VariableNames{:}); fprintf('\n');
T = movevars(T, 'Cnew');
fprintf('%s ', T.Properties.VariableNames{:}); fprintf('\n');
fprintf('%g ', T.Cnew); fprintf('\n');
T = removevars(T, 1);
fprintf('%s ', T.Properties.VariableNames{:}); fprintf('\n');
try
    addvars(T, [1;2]);
catch e
    disp(e.identifier)
end
try
    renamevars(T, 'A', 'Cnew');
catch e
    disp(e.identifier)
end
