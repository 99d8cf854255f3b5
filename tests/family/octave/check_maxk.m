% Octave-side values for tests/family/05, 06 (maxk/mink). Run: octave-cli check_maxk.m
% Octave 7.3 has no maxk/mink. MATLAB documents maxk as the first k of
% sort(A, 'descend') (and mink of sort(A, 'ascend')), both stable, with sort's
% NaN placement; Octave's sort agrees with MATLAB's on all of that, so the
% emulation below is the oracle. Complex 'auto' and 'abs' use sort of abs(A) with
% angle as tie-break, which the emulation does not model: those cases avoid ties.
1;  % script marker: the file defines functions below
function show(label, x)
  if ischar(x), shown = ['''' x ''''];
  elseif isinteger(x), shown = ['[' strtrim(disp(x(:).')) ']'];
  elseif ndims(x) > 2, shown = ['(:).'' ' mat2str(x(:).')];
  else, shown = mat2str(x); end
  printf('%-34s %-8s %-10s %s\n', label, class(x), mat2str(size(x)), shown);
end
function [b, i] = topk(a, k, dim, mode, key)
  % mode 'descend' for maxk, 'ascend' for mink; key: [] or a function of a to sort by
  if dim > ndims(a), b = a; i = ones(size(a)); return; end  % a dim beyond ndims: one element per slice
  if nargin < 5 || isempty(key), [~, i] = sort(a, dim, mode); else, [~, i] = sort(key(a), dim, mode); end
  n = min(k, size(a, dim));
  idx = repmat({':'}, 1, max(ndims(a), dim)); idx{dim} = 1:n;
  i = i(idx{:});
  b = take_along(a, i, dim);
end
function b = take_along(a, i, dim)
  % b(.., j, ..) = a(.., i(.., j, ..), ..) along dim; indexing keeps a's class
  sz = size(i); lin = zeros(sz);
  for n = 1:numel(i)
    sub = cell(1, numel(sz)); [sub{:}] = ind2sub(sz, n);
    sub{dim} = i(n); lin(n) = sub2ind(size(a), sub{:});
  end
  b = reshape(a(lin), sz);
end
function d = firstdim(a)
  d = find(size(a) ~= 1, 1); if isempty(d), d = 1; end
end
A = magic(5);
v = 1:10; show('maxk(1:10,3)', topk(v, 3, firstdim(v), 'descend'));
show('maxk(magic5,3,2)', topk(A, 3, 2, 'descend'));
show('mink(magic5,2)', topk(A, 2, 1, 'ascend'));
show('maxk([4 1 3],5)', topk([4 1 3], 5, 2, 'descend'));
show('mink([4;1;3],2)', topk([4;1;3], 2, 1, 'ascend'));
show('maxk([1 2 3],0)', topk([1 2 3], 0, 2, 'descend'));
show('maxk(magic5,1,3)', topk(A, 1, 3, 'descend'));
[b, i] = topk([2 7 7 1 7], 2, 2, 'descend'); show('maxk([2 7 7 1 7],2) B', b); show('  I', i);
[b, i] = topk([2 7 2 1 2], 3, 2, 'ascend'); show('mink([2 7 2 1 2],3) B', b); show('  I', i);
[b, i] = topk([3 NaN 5 NaN 1], 3, 2, 'descend'); show('maxk([3 NaN 5 NaN 1],3) B', b); show('  I', i);
[b, i] = topk([3 NaN 5 NaN 1], 5, 2, 'ascend'); show('mink([3 NaN 5 NaN 1],5) B', b); show('  I', i);
[b, i] = topk([2-2i 3+1i 4+0i 5i], 2, 2, 'descend', @abs); show('maxk(cplx,2) B', b); show('  I', i);
[b, i] = topk([2-2i 5+1i -7-3i -1+1i], 2, 2, 'descend', @abs); show('maxk(doc cplx,2,abs) B', b); show('  I', i);
show('maxk([-5 3 -1],2,abs)', topk([-5 3 -1], 2, 2, 'descend', @abs));
show('mink([-5 3 -1],2,abs)', topk([-5 3 -1], 2, 2, 'ascend', @abs));
show('maxk(int8([5 -3 9 0]),2)', topk(int8([5 -3 9 0]), 2, 2, 'descend'));
show('mink(uint8([5 3 9 0]),2)', topk(uint8([5 3 9 0]), 2, 2, 'ascend'));
show('maxk(hello,2) (char sort)', topk('hello', 2, 2, 'descend'));
show('maxk([3 NaN 5 1],2)', topk([3 NaN 5 1], 2, 2, 'descend'));
x = intmax('int64') - int64([3 0 1 2]);
[b, i] = topk(x, 2, 2, 'descend'); show('maxk(int64 near 2^63,2) B', b); show('  I', i);
x = intmin('int64') + int64([3 0 1 2]);
[b, i] = topk(x, 2, 2, 'ascend'); show('mink(int64 near -2^63,2) B', b); show('  I', i);
show('maxk(single([1.5 NaN 2.5]),2)', topk(single([1.5 NaN 2.5]), 2, 2, 'descend'));
show('mink(logical([1 0 1 0]),3)', topk(logical([1 0 1 0]), 3, 2, 'ascend'));
show('maxk(zeros(0,3),2)', topk(zeros(0,3), 2, 1, 'descend'));
show('maxk(zeros(3,0),2)', topk(zeros(3,0), 2, 1, 'descend'));
show('maxk([],2)', topk([], 2, 1, 'descend'));
D = reshape([4 1 3 2 8 5 7 6], 2, 2, 2);
[b, i] = topk(D, 1, 3, 'descend'); show('maxk(D,1,3) B', b); show('  I', i);
[b, i] = topk(D, 1, 1, 'ascend'); show('mink(D,1) B', b); show('  I', i);
M = [3 -1 NaN; 7 NaN 2; -4 5 6];
[b, i] = topk(M, 2, 1, 'descend'); show('maxk(M,2) B', b); show('  I', i);
[b, i] = topk(M, 2, 2, 'ascend'); show('mink(M,2,2) B', b); show('  I', i);
