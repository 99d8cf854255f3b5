% 0003_strcat.m: strcat removes trailing whitespace of char arguments only
% values cross-checked against GNU Octave 7 (except the string lines); examples from the MATLAB strcat page
s = strcat('Good', 'morning')
s = strcat('Good ', 'morning ')
c = strcat({'abcde', 'fghi'}, {'jkl', 'mn'})
c = strcat({'a '}, 'b ')
c = strcat({'x', 'y'}, '_', {'1', '2'})
s = strcat("John ", "Smith")
n = length(strcat('a', ' ', 'b'))
