% matlab.lang.makeUniqueStrings: repeats, excluded texts, chosen elements,
% maximum length, the modified output, classes and errors; cputime.
S = {'John' 'Sue' 'Nick' 'John' 'Campion' 'John' 'Jason'};
U = matlab.lang.makeUniqueStrings(S);
fprintf('%s ', U{:}); fprintf('\n');
U = matlab.lang.makeUniqueStrings(S, {'Nick', 'Jason'});
fprintf('%s ', U{:}); fprintf('\n');
U = matlab.lang.makeUniqueStrings({'var' 'var2' 'var' 'var3'}, {'var3'});
fprintf('%s ', U{:}); fprintf('\n');
U = matlab.lang.makeUniqueStrings({'Peter' 'Jeremy' 'Campion' 'Nick' 'Nick'}, [2 4]);
fprintf('%s ', U{:}); fprintf('\n');
[U, m] = matlab.lang.makeUniqueStrings({'a' 'a' 'a' 'b'}, [false true true false]);
fprintf('%s ', U{:}); disp(mat2str(m));
[U, m] = matlab.lang.makeUniqueStrings({'quiz' 'quiz' 'quiz' 'exam'}, {}, 5);
fprintf('%s ', U{:}); disp(mat2str(m));
[U, m] = matlab.lang.makeUniqueStrings({'abcdef' 'abcxyz'}, {}, 3);
fprintf('%s ', U{:}); disp(mat2str(m));
[U, m] = matlab.lang.makeUniqueStrings('abc', 'abc');
disp(U); disp(mat2str(m));
U = matlab.lang.makeUniqueStrings({'x' 'x' 'x_1'});
fprintf('%s ', U{:}); fprintf('\n');
[U, m] = matlab.lang.makeUniqueStrings({'a'; 'b'; 'a'; 'a'});
disp(mat2str(size(U))); fprintf('%s ', U{:}); disp(mat2str(m));
[U, m] = matlab.lang.makeUniqueStrings(["a" "b"; "a" "a"]);
disp(class(U)); fprintf('%s ', U); disp(mat2str(m));
[U, m] = matlab.lang.makeUniqueStrings({});
disp(mat2str(size(U))); disp(mat2str(size(m)));
gap = "a";
gap(3) = "c";  % gap(2) is <missing>
calls = {@() matlab.lang.makeUniqueStrings(5), ...
    @() matlab.lang.makeUniqueStrings(S, 0), ...
    @() matlab.lang.makeUniqueStrings(S, 9), ...
    @() matlab.lang.makeUniqueStrings(S, true(1, 2)), ...
    @() matlab.lang.makeUniqueStrings(S, 1.5), ...
    @() matlab.lang.makeUniqueStrings(S, {}, -1), ...
    @() matlab.lang.makeUniqueStrings({'ab' 'ab'}, {}, 1), ...
    @() matlab.lang.makeUniqueStrings(gap)};
for i = 1:numel(calls)
  try
    calls{i}();
  catch e
    fprintf('%s: %s\n', e.identifier, e.message);
  end
end
% cputime: a double scalar that does not go backwards.
t0 = cputime;
x = 0;
for i = 1:200000
  x = x + sqrt(i);
end
t1 = cputime;
disp(class(t0)); disp(mat2str(size(t0)));
disp(mat2str(t0 >= 0 && t1 >= t0));
