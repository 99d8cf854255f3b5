% Implicit expansion, temporaries reused in place, x(:) sharing, reductions.
% Values cross-checked with GNU Octave (octave-cli); printed with fprintf so
% the text is the same in MATLAB and Octave.
B = [1 2; 3 4];
A = (B + 1) .* 2;
fprintf('%g ', A); fprintf('\n');
fprintf('%g ', B); fprintf('\n');
C = 10 - (B .* B);
fprintf('%g ', C); fprintf('\n');
P = reshape(1:8, 2, 2, 2) + [100; 200];
fprintf('%g ', P); fprintf('\n');
fprintf('%d ', size([1 2 3] .* [1; 2])); fprintf('\n');
fprintf('%g ', [1 NaN -Inf] ./ [0; -0]); fprintf('\n');
fprintf('%g ', int8([100 -100]) + [100; -100]); fprintf('\n');
fprintf('%d ', [1 2 3] > [2; 1]); fprintf('\n');
fprintf('%g ', mod([5 -5 7], [3; -3])); fprintf('\n');
fprintf('%g ', rem([5 -5 7], [3; -3])); fprintf('\n');
fprintf('%g ', hypot([3 5], [4; 12])); fprintf('\n');
z = complex([1 2], 3);
fprintf('%g ', real(z), imag(z)); fprintf('\n');
X = [16 2 3 13; 5 11 10 8; 9 7 6 12; 4 14 15 1];
y = X(:);
y(1) = -1;
fprintf('%g ', X(1), y(1), size(y)); fprintf('\n');
fprintf('%g ', sum(X, [1 2]), sum(X, 'all'), sum(sum(X))); fprintf('\n');
fprintf('%g ', sum(reshape(1:24, 2, 3, 4), [1 3])); fprintf('\n');
fprintf('%g ', cumsum([1 2; 3 4], 2, 'reverse')); fprintf('\n');
fprintf('%g ', prod([1 2; 3 4]), mean([1 NaN 3], 'omitnan')); fprintf('\n');
fprintf('%d ', any([0 0; 0 1]), all([1 1; 0 1], 2)); fprintf('\n');
fprintf('%g ', abs(sqrt([4 -4])), exp([0 1]) > 2); fprintf('\n');
try
  sum(X, [1 1]);
catch err
  disp(err.message);
end
try
  [1 2 3] + [1 2];
catch err
  disp(err.message);
end
