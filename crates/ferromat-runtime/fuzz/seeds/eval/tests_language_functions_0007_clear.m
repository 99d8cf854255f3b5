% 0007_clear.m: clear forms on ordinary variables
% values from the MATLAB clear page, cross-checked in Octave 7
a = 1; b = 2; abc = 3;
clear a
e = [exist('a'), exist('b'), exist('abc')]
clear ab*
e = [exist('b'), exist('abc')]
c = 4;
clear functions
e = exist('c')
clear
e = exist('c')
d = 5;
clear variables
e = exist('d')
f = 6;
clear all
e = exist('f')
