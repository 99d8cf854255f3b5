% Building tables from workspace variables, with options, and the size
% queries (MathWorks table page: "Store Related Data Variables in Table",
% "Specify Variable Names", "Specify Row Names"; height/width pages).
LastName = {'Sanchez';'Johnson';'Li';'Diaz';'Brown'};
Age = [38;43;38;40;49];
Smoker = logical([1;0;1;0;1]);
Height = [71;69;64;67;64];
Weight = [176;163;131;133;119];
BloodPressure = [124 93; 109 77; 125 83; 117 75; 122 80];
T = table(LastName,Age,Smoker,Height,Weight,BloodPressure);
disp(class(T))
fprintf('%d %d\n', size(T));
fprintf('%d %d %d\n', height(T), width(T), numel(T));
fprintf('%d %d %d\n', istable(T), istable(5), isempty(T));
fprintf('%s ', T.Properties.VariableNames{:}); fprintf('\n');
fprintf('%g\n', mean(T.Height));
T.BMI = (T.Weight*0.453592)./(T.Height*0.0254).^2;
fprintf('%.4f\n', T.BMI);
fprintf('%d\n', width(T));
T2 = table([1;2;3], {'a';'b';'c'});
fprintf('%s ', T2.Properties.VariableNames{:}); fprintf('\n');
T3 = table([1;2], [3;4], 'VariableNames', {'x', 'y'});
fprintf('%s ', T3.Properties.VariableNames{:}); fprintf('\n');
T3.Properties.VariableNames = {'p', 'q'};
fprintf('%s ', T3.Properties.VariableNames{:}); fprintf('\n');
T3.Properties.VariableNames{2} = 'r';
fprintf('%s ', T3.Properties.VariableNames{:}); fprintf('\n');
fprintf('%g ', T3.r); fprintf('\n');
E = table();
fprintf('%d %d %d %d\n', size(E), isempty(E), istable(E));
E.x = [1;2;3];
fprintf('%d %d\n', size(E));
T4 = table(Age, Height, 'RowNames', LastName);
fprintf('%s\n', T4.Properties.RowNames{2});
T4.Properties.RowNames = {'a';'b';'c';'d';'e'};
fprintf('%s ', T4.Properties.RowNames{:}); fprintf('\n');
fprintf('%d\n', height(magic(4)));
fprintf('%d\n', width(ones(2, 7)));
