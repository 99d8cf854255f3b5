% Display of tables: the example of the MathWorks height page (row names,
% a two-column variable), then decimals, strings, cells of text and
% logicals, disp, and an empty table.
LastName = {'Smith';'Johnson';'Williams';'Jones';'Brown'};
Age = [38;43;38;40;49];
Height = [71;69;64;67;64];
Weight = [176;163;131;133;119];
BloodPressure = [124 93; 109 77; 125 83; 117 75; 122 80];
T = table(Age,Height,Weight,BloodPressure,'RowNames',LastName)
x = [1.5; 22.25; 3];
s = ["one"; "two"; "three"];
U = table(x, s, {'a';'bb';'ccc'}, [true;false;true])
disp(U(1:2, 1))
E = table()
