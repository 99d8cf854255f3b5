% An uncaught limit error ends the script with MATLAB's report.
x = 5;
x(2^62, 2^62) = 1;
disp('never printed')
