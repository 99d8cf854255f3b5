%{
block comment
%}
x = [1 2 ...
 3]; y = x'; z = x.'';
%{
never closed
