% string converts a real NaN to a missing string; other values keep
% their text (MATLAB's string page: "converts NaN values to <missing>").
s = string([1 NaN 3]);
disp(ismissing(s))
disp(ismissing(string(single(NaN))))
disp(strlength(string(NaN)))
disp(s(3))
