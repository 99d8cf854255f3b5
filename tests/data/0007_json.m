% jsonencode and jsondecode: MATLAB's mapping of numbers, arrays,
% logicals, text, cells, structs and struct arrays, null and NaN, and
% field names made valid.
disp(jsonencode(pi))
disp(jsonencode([1 2; 3 4]))
disp(jsonencode([1; 2; 3]))
disp(jsonencode(reshape(1:8, 2, 2, 2)))
disp(jsonencode([NaN 1 Inf]))
disp(jsonencode(logical([1 0])))
disp(jsonencode(true))
disp(jsonencode('text'))
disp(jsonencode(['ab'; 'cd']))
disp(jsonencode({1, 'two', [3 4]}))
disp(jsonencode(struct('a', 1, 'b', 'x')))
disp(jsonencode(struct('id', {1, 2})))
disp(jsonencode([]))
disp(jsonencode(int8([1 -2])))
s.name = 'n'; s.list = {}; s.inner = struct('v', [1 2 3]);
disp(jsonencode(s))
m = jsondecode('[[1,2],[3,4]]');
fprintf('%s [%d %d] %s\n', class(m), size(m), mat2str(m));
v = jsondecode('[1, null, 3]');
fprintf('[%d %d] %s\n', size(v), mat2str(v));
t = jsondecode('[[[1,2],[3,4]],[[5,6],[7,8]]]');
fprintf('%s %s\n', mat2str(size(t)), mat2str(t(:)'));
b = jsondecode('[true, false]');
fprintf('%s %s\n', class(b), mat2str(b));
c = jsondecode('["one", "two"]');
fprintf('%s [%d %d] %s\n', class(c), size(c), c{2});
x = jsondecode('[1, "a", null]');
fprintf('%s %d %s %d\n', class(x), x{1}, x{2}, isempty(x{3}));
sa = jsondecode('[{"a":1,"b":"x"},{"a":2,"b":"y"}]');
fprintf('%s [%d %d] %d %s\n', class(sa), size(sa), sa(2).a, sa(1).b);
mixed = jsondecode('[{"a":1},{"c":2}]');
fprintf('%s [%d %d] %d\n', class(mixed), size(mixed), mixed{2}.c);
w = jsondecode('{"1a b":1, "for":2, "a-b":3}');
f = fieldnames(w); fprintf('%s ', f{:}); fprintf('\n');
r = jsondecode('[[1,2],[3]]');
fprintf('%s [%d %d]\n', class(r), size(r));
fprintf('%d %d\n', isempty(jsondecode('null')), isempty(jsondecode('[]')));
fprintf('%g %d %s\n', jsondecode('2.5'), jsondecode('true'), jsondecode('"hi"'));
try
  jsondecode('{"a":');
catch err
  disp('syntax error caught')
end
