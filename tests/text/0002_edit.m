% strip, erase, reverse, replace, insert*, extract*, count, strings,
% splitlines (expectations from the MathWorks reference pages' examples and
% their documented rules; Octave 7 lacks these functions).
disp(strip("   Lemon "))
disp(['[' strip('  a  ', 'left') ']'])
disp(['[' strip('  a  ', 'right') ']'])
disp(strip('--hi--', '-'))
disp(strip('xxhixx', 'both', 'x'))
c = strip({' a', 'b '});
fprintf('[%s]', c{:}); fprintf('\n');
disp(erase("The quick brown fox", " quick"))
disp(erase('abcabc', {'a', 'c'}))
disp(reverse('abc'))
disp(reverse("stressed"))
disp(replace('The quick brown fox', 'quick', 'slow'))
disp(replace("abc", ["a" "c"], ["1" "3"]))
disp(replace('aaa', 'aa', 'b'))
disp(insertAfter("hello world", "hello", " there"))
disp(insertBefore('a-b-c', '-', '+'))
disp(insertBefore('abc', 2, 'X'))
disp(insertAfter('abc', 2, 'X'))
disp(extractBefore('hello world', ' '))
disp(extractAfter('hello world', ' '))
disp(extractBefore('abcd', 3))
disp(extractAfter('abcd', 2))
fprintf('%d\n', count("the cat sat", "at"))
fprintf('%d\n', count('AaA', 'a', 'IgnoreCase', true))
disp(mat2str(count({'aa', 'ab'}, 'a')))
s = strings(2, 3);
disp(class(s)); disp(mat2str(size(s))); fprintf('%d\n', strlength(s(1)))
lines = splitlines(sprintf('a\nb\r\nc'));
disp(mat2str(size(lines))); fprintf('[%s]', lines{:}); fprintf('\n');
lines = splitlines(string(sprintf('one\ntwo')));
disp(class(lines)); disp(mat2str(size(lines)))
