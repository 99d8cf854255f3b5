% sech csch coth and their inverses, secd cscd cotd and their inverses,
% atan2d, sinpi and cospi.
x = [0.5 1 2];
disp(mat2str(sech(x), 10)); disp(mat2str(csch(x), 10)); disp(mat2str(coth(x), 10))
disp(mat2str(asech([0.25 0.5 1]), 10)); disp(mat2str(acsch(x), 10)); disp(mat2str(acoth([1.5 2 3]), 10))
disp(mat2str(secd([0 60 180]), 10)); disp(mat2str(cscd([30 90 270]), 10)); disp(mat2str(cotd([45 90 135]), 10))
disp(mat2str(asecd([1 2 -2]), 10)); disp(mat2str(acscd([1 2 -2]), 10)); disp(mat2str(acotd([1 -1 0]), 10))
disp(mat2str(atan2d([1 -1 0], [1 1 -1]), 10))
disp(mat2str(sinpi([0 0.5 1 1.5 2 -1 0.25]), 10))
disp(mat2str(cospi([0 0.5 1 1.5 2 -1 0.25]), 10))
disp(mat2str(asech(2), 10))
disp(mat2str(acoth(0.5), 10))
