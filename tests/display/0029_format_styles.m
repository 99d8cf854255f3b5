% format shortG/longG/shortE/longE/bank. The digits are those of the
% table on MathWorks' "Display Format for Numeric Values" page (pi as
% 3.1416, 3.14159265358979, 3.1416e+00, 3.141592653589793e+00) and its
% shortG example (25, 56.312, 255.53, 9.8769e+09); bank is %.2f. The
% leading blanks (13 columns for shortG, 26 for longG, three before the
% widest element for E and bank) are ferromat's reading of MATLAB's
% Command Window, not confirmed against MATLAB itself.
format shortG
pi
x = [25 56.31156 255.52675 9876899999]
format long g
pi
format shortE
pi
y = [pi; -exp(1)]
format longE
pi
format bank
pi
z = [1.5 -2.25]
format
pi
