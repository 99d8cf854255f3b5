% Assigning '' (the 0x0 char) deletes, as [] does: the idiom s(mask) = ''.
s = 'a;b;c';
s(s == ';') = ''
s = 'a b c';
s(2) = ''
x = 1:5;
x([1 2]) = ''
c = {1, 2, 3};
c(2) = '';
size(c)
% A char that is empty but not 0x0 is an ordinary right-hand side.
try
    y = 1:3;
    y(2) = char(zeros(1, 0));
catch err
    disp(err.message)
end
% '' as the base of a growing char array keeps the char class.
t = '';
t(3) = 'z';
double(t)
