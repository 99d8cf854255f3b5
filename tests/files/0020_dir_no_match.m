d = dir('*.none');
size(d)
isstruct(d)
fieldnames(d)'
