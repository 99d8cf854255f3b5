% varfun on the MathWorks varfun page's forms: a function of each
% variable ('Fun_' prefix for an anonymous function, the function's name
% otherwise), 'InputVariables', 'GroupingVariables' (GroupCount, groups
% sorted by value) and 'OutputFormat' 'uniform' and 'cell'.
A = table([0.71;-2.05;-0.35;-0.82;1.57], [0.23;0.12;-0.18;0.23;0.41], 'VariableNames', {'X','Y'});
B = varfun(@(x) x.^2, A);
fprintf('%s ', B.Properties.VariableNames{:}); fprintf('%d\n', height(B));
fprintf('%.4f ', B.Fun_X); fprintf('\n');
B = varfun(@mean, A);
fprintf('%s ', B.Properties.VariableNames{:}); fprintf('%d | %.3f %.3f\n', height(B), B.mean_X, B.mean_Y);
m = varfun(@mean, A, 'OutputFormat', 'uniform');
fprintf('%s %d %d | %.3f %.3f\n', class(m), size(m), m);
c = varfun(@(x) x(1:2), A, 'OutputFormat', 'cell');
fprintf('%s %d %d | %d %d\n', class(c), size(c), size(c{1}));
G = table({'b';'a';'b';'a';'c'}, [1;2;3;4;5], [10;20;30;40;50], 'VariableNames', {'g','u','v'});
S = varfun(@sum, G, 'GroupingVariables', 'g');
fprintf('%s ', S.Properties.VariableNames{:}); fprintf('\n');
fprintf('%s ', S.g{:}); fprintf('| '); fprintf('%g ', S.GroupCount, S.sum_u, S.sum_v); fprintf('\n');
S = varfun(@max, G, 'GroupingVariables', 'g', 'InputVariables', 'v');
fprintf('%s ', S.Properties.VariableNames{:}); fprintf('| '); fprintf('%g ', S.max_v); fprintf('\n');
try
    varfun(@(x) x, A, 'OutputFormat', 'uniform');
catch e
    disp(e.identifier)
end
