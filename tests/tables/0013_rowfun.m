% rowfun on the MathWorks rowfun page's forms: the hypot and plus
% examples ('OutputVariableNames'), default names Var1.., several
% outputs ('NumOutputs'), 'InputVariables', 'SeparateInputs' false,
% 'OutputFormat' 'uniform' and 'cell', and 'GroupingVariables' (the
% grouping variable, GroupCount, then the outputs, groups sorted).
x = [9; 10; 2; 10; 7];
y = [1; 3; 6; 10; 10];
A = table(x, y);
B = rowfun(@hypot, A, 'OutputVariableNames', 'z');
fprintf('%s %d %d | ', B.Properties.VariableNames{1}, size(B)); fprintf('%.4f ', B.z); fprintf('\n');
B = rowfun(@plus, A, "OutputVariableNames", "Sum");
C = [A B];
fprintf('%s ', C.Properties.VariableNames{:}); fprintf('| '); fprintf('%g ', C.Sum); fprintf('\n');
B = rowfun(@(a, b) a - b, A);
fprintf('%s | ', B.Properties.VariableNames{:}); fprintf('%g ', B.Var1); fprintf('\n');
B = rowfun(@(a, b) deal(min(a, b), max(a, b)), A, 'NumOutputs', 2);
fprintf('%s ', B.Properties.VariableNames{:}); fprintf('| '); fprintf('%g ', B.Var1, B.Var2); fprintf('\n');
B = rowfun(@(v) v * 2, A, 'InputVariables', 'y', 'OutputVariableNames', {'twice'});
fprintf('%g ', B.twice); fprintf('\n');
m = rowfun(@mean, A, 'SeparateInputs', false, 'OutputFormat', 'uniform');
fprintf('%s %d %d | ', class(m), size(m)); fprintf('%g ', m); fprintf('\n');
[lo, hi] = rowfun(@(a, b) deal(min(a, b), max(a, b)), A, 'NumOutputs', 2, 'OutputFormat', 'uniform');
fprintf('%g ', lo); fprintf('| '); fprintf('%g ', hi); fprintf('\n');
c = rowfun(@(a, b) [a b], A, 'OutputFormat', 'cell');
fprintf('%s %d %d | %d %d\n', class(c), size(c), size(c{2}));
g = {'b'; 'a'; 'b'; 'a'; 'b'};
G = table(g, x, y);
S = rowfun(@(a, b) sum(a .* b), G, 'GroupingVariables', 'g', 'OutputVariableNames', 'dot');
fprintf('%s ', S.Properties.VariableNames{:}); fprintf('| '); fprintf('%s ', S.g{:});
fprintf('| '); fprintf('%g ', S.GroupCount, S.dot); fprintf('\n');
try
    rowfun(@(a, b) [a b], A, 'OutputFormat', 'uniform');
catch e
    disp(e.identifier)
end
