% join, innerjoin and outerjoin on the examples of their MathWorks pages.
Tleft = table({'Janice','Jonas','Javier','Jerry','Julie'}', [1;2;1;2;1], ...
    'VariableNames', {'Employee' 'Department'});
Tright = table([1 2]', {'Mary' 'Mona'}', 'VariableNames', {'Department' 'Manager'});
T = join(Tleft, Tright);
fprintf('%s ', T.Properties.VariableNames{:}); fprintf('\n');
fprintf('%s ', T.Manager{:}); fprintf('\n');
[T, iright] = join(Tleft, Tright);
fprintf('%d ', iright); fprintf('\n');

Tleft = table({'a' 'b' 'c' 'e' 'h'}', [1 2 3 11 17]', 'VariableNames', {'Key1' 'Var1'});
Tright = table({'a','b','d','e'}', [4;5;6;7], 'VariableNames', {'Key1' 'Var2'});
[T, ileft, iright] = innerjoin(Tleft, Tright);
fprintf('%s ', T.Properties.VariableNames{:}); fprintf('\n');
fprintf('%s ', T.Key1{:}); fprintf('| %g %g %g | %g %g %g\n', T.Var1, T.Var2);
fprintf('%d ', ileft, iright); fprintf('\n');

Tleft = table([5;12;23;2;15;6], ...
    {'cheerios';'pizza';'salmon';'oreos';'lobster';'pizza'}, ...
    'VariableNames', {'Age','FavoriteFood'}, ...
    'RowNames', {'Amy','Bobby','Holly','Harry','Marty','Sally'});
Tright = table({'cheerios';'oreos';'pizza';'salmon';'cake'}, ...
    [110;160;140;367;243], {'A-';'D';'B';'B';'C-'}, ...
    'VariableNames', {'FavoriteFood','Calories','NutritionGrade'});
[T, ileft, iright] = outerjoin(Tleft, Tright);
fprintf('%s ', T.Properties.VariableNames{:}); fprintf('\n');
fprintf('%g ', T.Age); fprintf('\n');
fprintf('%s\n', strjoin(T.FavoriteFood_Tleft', ','));
fprintf('%s\n', strjoin(T.FavoriteFood_Tright', ','));
fprintf('%g ', T.Calories); fprintf('\n');
fprintf('%d ', ileft); fprintf('| '); fprintf('%d ', iright); fprintf('\n');
T = outerjoin(Tleft, Tright, 'MergeKeys', true);
fprintf('%s ', T.Properties.VariableNames{:}); fprintf('\n');
fprintf('%s ', T.FavoriteFood{:}); fprintf('\n');
T = outerjoin(Tleft, Tright, 'Type', 'left', 'MergeKeys', true);
fprintf('%d: ', height(T)); fprintf('%g ', T.Calories); fprintf('\n');
T = outerjoin(Tleft, Tright, 'Type', 'right', 'Keys', 'FavoriteFood');
fprintf('%d: ', height(T)); fprintf('%g ', T.Age); fprintf('\n');
T = innerjoin(Tleft, Tright, 'LeftKeys', 2, 'RightKeys', 1, 'RightVariables', 'Calories');
fprintf('%s ', T.Properties.VariableNames{:}); fprintf('| %g', T.Calories); fprintf('\n');
try
    join(Tright(5, :), Tleft);
catch e
    disp(e.identifier)
end
try
    innerjoin(table(1, 'VariableNames', {'a'}), table(2, 'VariableNames', {'b'}));
catch e
    disp(e.identifier)
end
disp(join(["a" "b"], "-"))
