% 0005_anonymous_char_body.m: an anonymous function whose body starts with a
% char literal (the quote after the parameter list opens text, it is no transpose)
f = @() 'foo';
disp(f())
g = @(x) 'bar';
disp(g(1))
h = @(s) ['<' s '>'];
disp(h('a'))
k = @() {'one', 2};
c = k();
disp(class(c)); disp(c{1})
