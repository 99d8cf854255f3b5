% 0002_strncmp.m: strncmp and strncmpi compare up to n characters
% values cross-checked against GNU Octave 7
tf = strncmp('yellow', 'yes', 2)
tf = strncmp('yellow', 'yes', 3)
tf = strncmpi('YELLOW', 'yes', 2)
tf = strncmp({'apple', 'apricot', 'banana'}, 'ap', 2)
% text shorter than n: compared up to its end
tf = strncmp('ab', 'ab', 5)
tf = strncmp('ab', 'abc', 5)
