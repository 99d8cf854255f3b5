% sortrows on tables (MathWorks sortrows page, "Sort Rows of Table by
% Row Names" and "Sort Rows of Table by Variables": row names, several
% variables with a direction each, the index output; rows with equal
% keys keep their order).
LastName = {'Sweet';'Jacobson';'Wang';'Joiner';'Berger'};
Age = [38;43;38;40;49];
Height = [71;69;64;67;64];
Weight = [176;163;131;133;119];
BloodPressure = [124 93; 109 77; 125 83; 117 75; 122 80];
tblA = table(Age,Height,Weight,BloodPressure,'RowNames',LastName);
tblB = sortrows(tblA,'RowNames');
fprintf('%s ', tblB.Properties.RowNames{:}); fprintf('\n');
tblB = sortrows(tblA,{'Height','Weight'},{'ascend','descend'});
fprintf('%s ', tblB.Properties.RowNames{:}); fprintf('\n');
[tblB, index] = sortrows(tblA, 'Age');
fprintf('%s ', tblB.Properties.RowNames{:}); fprintf('|%s\n', sprintf(' %d', index));
tblB = sortrows(tblA, 'Weight', 'descend');
fprintf('%g ', tblB.Weight); fprintf('\n');
tblB = sortrows(tblA, 'BloodPressure');
fprintf('%g ', tblB.BloodPressure(:, 1)); fprintf('\n');
