% Brace indexing of string arrays reaches the characters; matches,
% convertCharsToStrings/convertStringsToChars, isStringScalar, strjust of
% strings and cells, num2hex/hex2num, replaceBetween/eraseBetween, more.
z = "abc";
fprintf('%s %s\n', z{1}(2), class(z{1}));
s = ["ab", "cd"];
s{1} = 'xyz';
s{2}(1) = 'Q';
s{3} = "new";
fprintf('%s|', s); fprintf('%d\n', numel(s));
disp(mat2str(matches(["bob", "bobby", "Bob"], "bob")))
disp(mat2str(matches(["bob", "Bob"], ["x", "BOB"], 'IgnoreCase', true)))
[a, b, c] = convertCharsToStrings('Mercury', {'Venus', 'Mars'}, 7);
fprintf('%s %s %s %d\n', class(a), class(b), mat2str(size(b)), c);
fprintf('%s\n', convertCharsToStrings(['Xx'; 'Yy']));
d = convertStringsToChars(["p", "q"]);
fprintf('%s %s %s\n', class(d), d{2}, class(convertStringsToChars("r")));
disp(mat2str([isStringScalar("a"), isStringScalar(["a" "b"]), isStringScalar('a')]))
j = strjust({'a  '; 'bb '}); fprintf('[%s]', j{:}); fprintf('\n');
fprintf('[%s]\n', strjust("x  ", 'center'));
disp(num2hex([pi; -1]))
disp(num2hex(single(1)))
fprintf('%.15g %g %g\n', hex2num('400921fb54442d18'), hex2num({'4', 'bff'}));
fprintf('%s\n', replaceBetween("abcdef", 2, 4, "XX"));
fprintf('%s\n', eraseBetween('hello', 2, 3));
fprintf('%s\n', replaceBetween("The quick brown fox", "quick", " fox", " red"));
fprintf('%s\n', replaceBetween("The quick brown fox", "quick", " fox", " red", 'Boundaries', 'inclusive'));
fprintf('%s\n', eraseBetween('a[1]b[22]c', '[', ']'));
fprintf('%s\n', replaceBetween('abcdef', 2, 4, 'Z', 'Boundaries', 'exclusive'));
more off
more on
