% 0007_strjoin.m: strjoin with the default space, a custom delimiter and one delimiter per gap
% values cross-checked against GNU Octave 7 (except the string line); examples from the MATLAB strjoin page
s = strjoin({'Carrots', 'Peas', 'Celery'})
s = strjoin({'Carrots', 'Peas', 'Celery'}, ', ')
s = strjoin({'a', 'b', 'c'}, {' and ', ' or '})
s = strjoin(["x" "y"], "-")
n = length(strjoin({'a', 'b'}, '\n'))
