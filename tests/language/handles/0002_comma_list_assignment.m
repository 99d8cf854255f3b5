% 0002_comma_list_assignment.m: a brace or field target on the left stands for
% as many values as it selects ([c{:}] = deal(...), [s.f] = deal(...)), and
% brace targets grow the cell; values cross-checked against GNU Octave 7
c = cell(1,3);
[c{:}] = deal(1, 2, 3);
fprintf('%d ', c{:}); fprintf('\n')
s = struct('f', {1, 2});
[s.f] = deal(10, 20);
fprintf('%d ', s.f); fprintf('\n')
[s.g] = deal('x');
disp(s(2).g)
c2 = {};
[c2{1:3}] = deal(0);
disp(size(c2))
fprintf('%d ', c2{:}); fprintf('\n')
[a, b] = deal(5, 6);
fprintf('%d %d\n', a, b)
t = cell(2,2);
[t{:,1}] = deal('p', 'q');
disp(t{2,1})
[m, c3{1:2}] = deal(1, 2, 3);
fprintf('%d %d %d\n', m, c3{:})
v = {4, 5};
[p, q] = v{:};
fprintf('%d %d\n', p, q)
[s(1:2).h] = deal(7);
fprintf('%d %d\n', s.h)
[~, r{1:2}] = deal(1, 2, 3);
fprintf('%d %d\n', r{:})
try
    [c{:}] = deal(1, 2);
catch
    disp('deal with too few values rejected')
end
