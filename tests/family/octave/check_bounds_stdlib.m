% Octave-side values for tests/family/07 (bounds) and 08 (nanmax, nanmin, range).
% Run: octave-cli check_bounds_stdlib.m
% Octave 7.3 bounds takes (x), (x, dim) and a nanflag, but no vecdim or "all":
% those cases reduce a reshaped or x(:) copy. Octave has no nanmax/nanmin (the
% statistics package is not installed); Octave's max/min ignore NaN, which is
% exactly what the Statistics Toolbox documents for nanmax/nanmin, so they stand in.
% Octave's range is max - min (NaN ignored), as MATLAB's Statistics Toolbox range.
1;  % script marker: the file defines a function below
function show(label, x)
  if ischar(x), shown = ['''' x ''''];
  elseif isinteger(x), shown = ['[' strtrim(disp(x(:).')) ']'];
  elseif ndims(x) > 2, shown = ['(:).'' ' mat2str(x(:).')];
  else, shown = mat2str(x); end
  printf('%-34s %-8s %-10s %s\n', label, class(x), mat2str(size(x)), shown);
end
function show2(label, a, b)
  show([label ' S'], a); show('  L', b);
end
[s, l] = bounds([2 4 -1 10 6 3 0 -16]); show2('bounds(v)', s, l);
A = [2 4 -1; 10 6 3; 0 -16 8];
[s, l] = bounds(A); show2('bounds(A)', s, l);
[s, l] = bounds(A, 2); show2('bounds(A,2)', s, l);
[s, l] = bounds(A(:)); show2('bounds(A,all)', s, l);
B = cat(3, A, 2*A);
[s, l] = bounds(reshape(B, 9, 2)); show2('bounds(B,[1 2]) (pages)', s, l);
[s, l] = bounds(reshape(permute(B, [1 3 2]), 6, 3)); show2('bounds(B,[1 3]) (columns)', s, l);
[s, l] = bounds([1 NaN 3]); show2('bounds([1 NaN 3])', s, l);
[s, l] = bounds([1 NaN 3], 'includenan'); show2('bounds([1 NaN 3],includenan)', s, l);
[s, l] = bounds([NaN NaN]); show2('bounds([NaN NaN])', s, l);
[s, l] = bounds(int16([5 -2 7])); show2('bounds(int16)', s, l);
[s, l] = bounds(A, 4); show2('bounds(A,4)', s, l);
[s, l] = bounds([]); show2('bounds([])', s, l);
M4 = magic(4);
[s, l] = bounds(M4, 2); show2('bounds(magic(4),2)', s, l);
P = cat(3, [2 4; -2 1], [9 13; -5 7], [4 4; 8 -3]);
[s, l] = bounds(reshape(P, 4, 3)); show2('bounds(P,[1 2]) (pages)', s, l);
[s, l] = bounds(P(:)); show2('bounds(P,all)', s, l);
N = [2 NaN 6 -5; 0 3 NaN 9];
[s, l] = bounds(N); show2('bounds(N)', s, l);
[s, l] = bounds(N, 'includenan'); show2('bounds(N,includenan)', s, l);
[s, l] = bounds(intmax('int64') - int64([2 0 1])); show2('bounds(int64 near 2^63)', s, l);
[s, l] = bounds(single([2.5 NaN -1])); show2('bounds(single)', s, l);
% Octave's bounds rejects char and logical; MATLAB's bounds.m is min(A) and max(A)
% (MathWorks source, R2016-2023), so min/max give the MATLAB values here.
try, bounds('hello'); catch e, disp(['bounds(char): Octave error: ' e.message]); end
show2('bounds(char) via min/max', min('hello'), max('hello'));
try, bounds(logical([1 0 1])); catch e, disp(['bounds(logical): Octave error: ' e.message]); end
show2('bounds(logical) via min/max', min(logical([1 0 1])), max(logical([1 0 1])));
[s, l] = bounds(zeros(0, 3)); show2('bounds(zeros(0,3))', s, l);
[s, l] = bounds(zeros(3, 0)); show2('bounds(zeros(3,0))', s, l);
D = reshape([4 1 3 2 8 5 7 6], 2, 2, 2);
[s, l] = bounds(D, 3); show2('bounds(D,3)', s, l);
% 08: nanmax / nanmin through Octave's NaN-ignoring max/min
[m, i] = max([1 NaN 3; 4 2 NaN]); show('nanmax(X) m', m); show('  i', i);
show('nanmax([1 NaN 3],[2 2 NaN])', max([1 NaN 3], [2 2 NaN]));
show('nanmax([1 NaN;4 2],[],2)', max([1 NaN; 4 2], [], 2));
[m, i] = min([1 NaN 3; 4 2 NaN]); show('nanmin(X) m', m); show('  i', i);
show('nanmin([1 NaN 3],[2 2 NaN])', min([1 NaN 3], [2 2 NaN]));
[m, i] = min([NaN 5; 3 NaN], [], 2); show('nanmin(Y,[],2) m', m); show('  i', i);
show('nanmax([NaN NaN])', max([NaN NaN]));
X = magic(3); X([1 6:9]) = NaN;
[m, i] = max(X); show('doc nanmax(X) m', m); show('  i', i);
[m, i] = min(X); show('doc nanmin(X) m', m); show('  i', i);
show('nanmax(X,[],all)', max(X(:)));
show('nanmax(int8,NaN->none)', max(int8([3 -7 5])));
show('range([1 5 3;2 9 4])', range([1 5 3; 2 9 4]));
show('range(..,2)', range([1 5 3; 2 9 4], 2));
show('range(..,all)', range([1 5 3; 2 9 4](:)));
show('range([4 NaN 1])', range([4 NaN 1]));
show('range(7)', range(7));
show('range(int8([-100 100]))', range(int8([-100 100])));
show('range(zeros(0,3))', range(zeros(0, 3)));
show('range(D,3)', range(D, 3));
show('range(D,[1 2]) (pages)', range(reshape(D, 4, 2)));
