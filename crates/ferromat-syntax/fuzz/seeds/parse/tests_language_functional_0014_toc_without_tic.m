% 0014_toc_without_tic.m: toc before any tic (and after only t = tic) is an error
% MATLAB text (Octave words it differently)
t0 = tic;
try
    toc
catch ME
    disp(ME.message)
end
