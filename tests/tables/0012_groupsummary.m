% groupsummary and groupcounts on the MathWorks groupsummary page's data
% (HealthStatus as text, since ferromat has no categorical): GroupCount,
% 'mean' over every non-grouping variable (mean_Age ...), 'median' of one
% variable, several methods (variable by variable, methods in order), a
% function handle (fun1_...), two grouping variables, NaN left out of the
% statistics and kept as a group of its own.
HealthStatus = {'Poor'; 'Good'; 'Fair'; 'Fair'; 'Poor'; 'Excellent'; 'Good'; 'Excellent'};
Age = [38; 43; 38; 40; 49; 51; 52; 35];
Height = [71; 68; 64; 67; 64; 62; 65; 55];
Weight = [176; 153; 131; 133; 119; 120; 140; 129];
T = table(HealthStatus, Age, Height, Weight);
G = groupsummary(T, 'HealthStatus');
fprintf('%s ', G.Properties.VariableNames{:}); fprintf('| %d %d\n', size(G));
fprintf('%s ', G.HealthStatus{:}); fprintf('| '); fprintf('%d ', G.GroupCount); fprintf('\n');
G = groupsummary(T, 'HealthStatus', 'mean');
fprintf('%s ', G.Properties.VariableNames{:}); fprintf('\n');
fprintf('%g ', G.mean_Age); fprintf('| '); fprintf('%g ', G.mean_Height); fprintf('| '); fprintf('%g ', G.mean_Weight); fprintf('\n');
G = groupsummary(T, "HealthStatus", "median", "Height");
fprintf('%s ', G.Properties.VariableNames{:}); fprintf('| '); fprintf('%g ', G.median_Height); fprintf('\n');
G = groupsummary(T, 'HealthStatus', {'min', 'max', 'range'}, {'Age', 'Weight'});
fprintf('%s ', G.Properties.VariableNames{:}); fprintf('\n');
fprintf('%g ', G.range_Age); fprintf('| '); fprintf('%g ', G.max_Weight); fprintf('\n');
G = groupsummary(T, 'HealthStatus', @(x) sum(x > 40), 'Age');
fprintf('%s ', G.Properties.VariableNames{:}); fprintf('| '); fprintf('%g ', G.fun1_Age); fprintf('\n');
Smoker = logical([1; 0; 0; 1; 1; 0; 0; 1]);
T2 = table(Smoker, HealthStatus, Age);
G = groupsummary(T2, {'Smoker', 'HealthStatus'}, 'sum');
fprintf('%s ', G.Properties.VariableNames{:}); fprintf('| %d\n', height(G));
fprintf('%d ', G.Smoker); fprintf('| '); fprintf('%s ', G.HealthStatus{:}); fprintf('| '); fprintf('%g ', G.sum_Age); fprintf('\n');
g = [1; 2; NaN; 1; NaN; 2];
x = [1; NaN; 3; 5; 7; 4];
T3 = table(g, x);
G = groupsummary(T3, 'g', {'mean', 'nummissing', 'numel', 'nnz'});
fprintf('%g ', G.g); fprintf('| '); fprintf('%g ', G.GroupCount); fprintf('| ');
fprintf('%g ', G.mean_x); fprintf('| '); fprintf('%g ', G.nummissing_x); fprintf('| ');
fprintf('%g ', G.numel_x); fprintf('| '); fprintf('%g ', G.nnz_x); fprintf('\n');
G = groupsummary(T3, 'g', 'IncludeMissingGroups', false);
fprintf('%g ', G.g); fprintf('| '); fprintf('%g ', G.GroupCount); fprintf('\n');
[B, BG, BC] = groupsummary([10; 20; 30; 40], [1; 2; 1; 2], 'mean');
fprintf('%g ', B); fprintf('| '); fprintf('%g ', BG); fprintf('| '); fprintf('%g ', BC); fprintf('\n');
C = groupcounts(T, 'HealthStatus');
fprintf('%s ', C.Properties.VariableNames{:}); fprintf('| '); fprintf('%g ', C.Percent); fprintf('\n');
[B, BG, BP] = groupcounts([3; 1; 3; 3]);
fprintf('%g ', B); fprintf('| '); fprintf('%g ', BG); fprintf('| '); fprintf('%g ', BP); fprintf('\n');
try
    groupsummary(T, 'HealthStatus', 'average');
catch e
    disp(e.identifier)
end
