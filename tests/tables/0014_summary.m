% summary of a table: the header with the table's name and size, the
% variables with their types (a logical one with its count of true
% values, a two-column one as "2-column double"), then the statistics of
% the numeric variables, one row per column; s = summary(T) as a struct.
Age = [38; 43; 38; 40; 49];
Smoker = logical([1; 0; 0; 1; 1]);
Name = {'a'; 'b'; 'c'; 'd'; 'e'};
BP = [124 93; 109 77; 125 83; 117 75; 122 80];
T = table(Name, Age, Smoker, BP);
summary(T)
s = summary(T);
fprintf('%s | %s | %d %d | %g %g %g %.4f\n', s.Age.Type, s.Smoker.Type, s.BP.Size, s.Age.Min, s.Age.Median, s.Age.Max, s.Age.Std);
fprintf('%g ', s.BP.Mean); fprintf('\n');
