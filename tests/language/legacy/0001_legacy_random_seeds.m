% 0001_legacy_random_seeds.m: the legacy seeding forms rand('state', s),
% rand('seed', s), rand('twister', s) and randn('state', s) are accepted and
% make the following numbers reproducible (MATLAB documents them as legacy
% syntax; the numbers themselves differ between generators, so only their
% repetition is checked). GNU Octave 7 prints the same lines.
rand('state', 1); a = rand(1, 3);
rand('state', 1); b = rand(1, 3);
fprintf('%d\n', isequal(a, b))
rand('seed', 7); a = rand;
rand('seed', 7); b = rand;
fprintf('%d\n', isequal(a, b))
rand('twister', 5); a = rand(2);
rand('twister', 5); b = rand(2);
fprintf('%d\n', isequal(a, b))
randn('state', 3); a = randn(1, 4);
randn('state', 3); b = randn(1, 4);
fprintf('%d\n', isequal(a, b))
rand('state', sum(100 * [1 2 3])); a = rand;
fprintf('%d\n', a > 0 && a < 1)
