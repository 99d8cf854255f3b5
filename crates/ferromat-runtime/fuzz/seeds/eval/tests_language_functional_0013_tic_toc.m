% 0013_tic_toc.m: tic/toc with and without a timer value; pause with a small delay
% behaviour from the MATLAB tic/toc/pause pages; times vary so only bounds are printed
tic;
t = toc;
ok = t >= 0 && t < 5
t0 = tic;
c = class(t0)
pause(0.01);
e = toc(t0);
ok = e >= 0.01 && e < 5
pause(0);
