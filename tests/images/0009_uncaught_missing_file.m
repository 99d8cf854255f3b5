% An uncaught imread error ends the script with MATLAB's report.
A = imread('no_such_image.png');
disp('never printed')
