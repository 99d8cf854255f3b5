% 0004_switch.m: switch on numbers, chars and strings, cell-array cases, otherwise, first match wins
% values cross-checked against GNU Octave 7
for x = [1 2 5]
    switch x
        case 1
            disp('one')
        case {2, 3}
            disp('two or three')
        otherwise
            disp('other')
    end
end
s = 'Apple';
switch s
    case 'apple'
        disp('lower')
    case 'Apple'
        disp('exact')
end
switch lower(s)
    case {'pear', 'apple'}
        disp('fruit')
end
switch 'zz'
    case 'a'
        disp('a')
end
disp('no match, nothing ran')
switch 3
    case 3
        disp('first')
    case 3
        disp('second')
end
switch "str"
    case 'str'
        disp('string matches char')
end
switch 'abc'
    case 'ab'
        disp('prefix')
    otherwise
        disp('no prefix match')
end
