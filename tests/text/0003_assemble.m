% split, join, pad, extractBetween, strvcat, validatestring (MathWorks
% reference page examples and documented rules).
s = split("a b  c");
disp(class(s)); disp(mat2str(size(s))); fprintf('[%s]', s); fprintf('\n');
c = split('a,b,,c', ',');
disp(mat2str(size(c))); fprintf('[%s]', c{:}); fprintf('\n');
c = split('a,b,,c', ',', 'CollapseDelimiters', false);
% fprintf drops empty arguments, so the empty third piece prints nothing.
disp(mat2str(size(c))); fprintf('[%s]', c{:}); fprintf(' %d\n', isempty(c{3}));
c = split({'a b'; 'c d'});
disp(mat2str(size(c))); fprintf('[%s]', c{:}); fprintf('\n');
disp(join(["a" "b" "c"]))
c = join({'a', 'b'}, '-');
disp(class(c)); fprintf('[%s]\n', c{1});
j = join(["x" "y"; "z" "w"], ",");
disp(mat2str(size(j))); fprintf('[%s]', j); fprintf('\n');
c = pad({'a', 'abc'});
fprintf('[%s]', c{:}); fprintf('\n');
disp(['[' pad('ab', 5, 'left') ']'])
disp(pad("ab", 4, 'both', '*'))
c = extractBetween('a[b]c[d]', '[', ']');
disp(mat2str(size(c))); fprintf('[%s]', c{:}); fprintf('\n');
disp(extractBetween('abcdef', 2, 4))
v = strvcat('a', '', 'bcd');
disp(mat2str(size(v))); disp(v)
disp(validatestring('app', {'apple', 'banana'}))
disp(validatestring('R', {'red', 'green'}))
try
    validatestring('x', {'red', 'green'});
catch err
    disp(err.identifier)
end
% validatestring's optional funcName, varName and argIndex name the input
% in the message (MathWorks validatestring page).
try, validatestring('x', {'apple', 'banana'}, 'myfun', 'fruit', 2), catch e, disp(e.message), end
try, validatestring('x', {'apple'}, 3), catch e, disp(e.message), end
try, validatestring('xyz', {'xyz'}, 'f', 'v', -5), catch e, disp(e.identifier), end
