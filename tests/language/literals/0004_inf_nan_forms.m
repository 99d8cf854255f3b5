% 0004_inf_nan_forms.m: lowercase inf and nan, and the size and class forms
% of NaN and Inf; values from GNU Octave 7, display per DISPLAY.md R2.1/R4.1
x = inf
y = -nan;
fprintf('%d\n', isnan(y))
z = [inf -inf nan]
n = NaN(2,3)
m = Inf(2,'single')
k = size(nan(3,1))
disp(class(inf(1,2,'single')))
