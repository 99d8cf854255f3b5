% Octave-side values for tests/family/01..03 (cummax/cummin). Run: octave-cli check_cummax.m
% Octave 7.3 cummax/cummin have no 'reverse' and no nanflag (NaN is always omitted);
1;  % script marker: the file defines a function below
% 'reverse' is emulated with flip(cummax(flip(A, d), d), d).
function show(label, x)
  % mat2str only takes 2-D values: N-d values print as their column x(:).'
  if ischar(x), shown = ['''' x ''''];
  elseif isinteger(x), shown = ['[' strtrim(disp(x(:).')) ']'];  % disp is exact for 64-bit integers
  elseif ndims(x) > 2, shown = ['(:).'' ' mat2str(x(:).')]; else, shown = mat2str(x); end
  printf('%-34s %-8s %-10s %s\n', label, class(x), mat2str(size(x)), shown);
end
A = [3 5 2; 1 6 3; 7 8 1];
show('cummax(v10)', cummax([9 10 2 10 7 1 3 6 10 10]));
show('cummax(A)', cummax(A));
show('cummax(A,2)', cummax(A, 2));
show('cummin(A)', cummin(A));
show('cummin(A,2)', cummin(A, 2));
show('cummax([1 3 2 5 4],rev)', fliplr(cummax(fliplr([1 3 2 5 4]))));
show('cummin([1 3 2 5 4],rev)', fliplr(cummin(fliplr([1 3 2 5 4]))));
show('cummax(A,1,rev)', flipud(cummax(flipud(A), 1)));
show('cummin(A,2,rev)', fliplr(cummin(fliplr(A), 2)));
show('cummax([4;2;6;1])', cummax([4; 2; 6; 1]));
show('cummax(A,3)', cummax(A, 3));
show('cummax(5)', cummax(5));
% 02: default (omit) NaN handling
B = [3 5 NaN 4; 2 6 2 9; 1 3 0 NaN];
show('cummax(B)', cummax(B));
show('cummin([NaN 2 1 NaN 0])', cummin([NaN 2 1 NaN 0]));
show('cummax([NaN NaN 1])', cummax([NaN NaN 1]));
show('cummin([2 NaN 1])', cummin([2 NaN 1]));
show('cummax([3 5 NaN 9 0 NaN])', cummax([3 5 NaN 9 0 NaN]));
show('cummax([3 NaN 1 5])', cummax([3 NaN 1 5]));
show('cummin([4 2 6 1],rev)', fliplr(cummin(fliplr([4 2 6 1]))));
show('cummax([1 3 2])', cummax([1 3 2]));
% 03: classes, N-d, empty
show('cummax(int8)', cummax(int8([3 -1 5 2])));
show('cummin(uint16)', cummin(uint16([7 9 4 8])));
show('cummax(single)', cummax(single([1.5 0.5 2.5])));
C = cat(3, [1 2; 3 4], [9 10; 11 12], [5 6; 7 8]);
show('cummax(C,3,rev)', flip(cummax(flip(C, 3), 3), 3));
show('cummin(C,3,rev)', flip(cummin(flip(C, 3), 3), 3));
show('cummax(zeros(0,3))', cummax(zeros(0, 3)));
show('cummin([])', cummin([]));
show('cummax(zeros(3,0))', cummax(zeros(3, 0)));
show('cummax([1+2i 3 -4])', cummax([1+2i 3 -4]));
show('cummax(int64 near 2^63)', cummax(intmax('int64') - int64([1 0 2])));
show('cummin(int64 near -2^63)', cummin(intmin('int64') + int64([1 0 2])));
show('cummax(uint64 near 2^64)', cummax(intmax('uint64') - uint64([1 0 2])));
D = reshape([4 1 3 2 8 5 7 6], 2, 2, 2);
show('cummax(D)', cummax(D));
show('cummin(D,3)', cummin(D, 3));
try, x = cummax(logical([0 1 0])); show('cummax(logical)', x); catch e, disp(['cummax(logical) error: ' e.message]); end
try, x = cummax('abc'); show('cummax(char)', x); catch e, disp(['cummax(char) error: ' e.message]); end
try, cummax([1 2], 0); catch e, disp(['cummax dim 0: ' e.message]); end
