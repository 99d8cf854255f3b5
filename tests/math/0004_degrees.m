% Degree functions: exact at multiples of 90, as MATLAB documents.
fprintf('%.17g\n', sind([0 90 180 270 360 -90 -180 720]));
fprintf('%.15g\n', sind([30 -150 1e6]));
fprintf('%.17g\n', cosd([0 90 180 270 360 -90 450]));
fprintf('%.15g\n', cosd([60 -120 1e6]));
fprintf('%.17g\n', tand([0 90 180]));
fprintf('%.15g\n', tand([45 135 -30]));
fprintf('%.15g\n', asind([-1 -0.5 0 0.5 1]), acosd([-1 0 0.5 1]), atand([-Inf -1 0 1]));
z = asind(2);
fprintf('%.15g %.15g\n', real(z), imag(z));
fprintf('%.17g\n', deg2rad(180), rad2deg(pi), deg2rad(single(90)));
disp(class(deg2rad(single(90))))
