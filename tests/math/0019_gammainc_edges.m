% gammainc at its edges, in closed form, with complex results for negative
% X and non-integer A; values from GNU Octave 7 (its own gammainc tests).
format long
disp(gammainc([0 0 1], [0 1 0], 'scaledlower'))
disp(gammainc([0 0 1], [0 1 0], 'scaledupper'))
disp(gammainc([2 Inf], [Inf 2]))
disp(gammainc([2 Inf], [Inf 2], 'upper'))
disp(gammainc([2 Inf], [Inf 2], 'scaledlower'))
disp(gammainc([2 Inf], [Inf 2], 'scaledupper'))
disp(isequal(gammainc([1 2 3], 1), 1 - exp(-[1 2 3])))
disp(isequal(gammainc([1 2 3], 1, 'upper'), exp(-[1 2 3])))
disp(isequal(gammainc([1 2 3], 1, 'scaledupper'), 1 ./ [1 2 3]))
disp(abs(gammainc(1e-10, 1) / (1e-10 - 5e-21) - 1) < 4 * eps)
disp(abs(gammainc(-100, 1, 'upper') / exp(100) - 1) < 4 * eps)
disp(abs(gammainc(-10, 10, 'scaledlower') - 0.5128019364747265) < 1e-14)
disp(abs(gammainc(-10, 10, 'scaledupper') + 0.51280192) < 1e-14)
y = gammainc(-10, 10.1, 'upper');
disp(abs(y - (-2.9582761911890713293e7 - 9.612022339061679758e6i)) / abs(y) < 1e-12)
disp(class(gammainc(single(-1), 0.5)))
disp(abs(gammainc(3, 2, 'scaledupper') - 8/9) < 1e-15)
