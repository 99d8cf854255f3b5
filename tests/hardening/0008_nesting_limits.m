% eval nesting counts toward the recursion limit, as a function calling
% itself does (MATLAB's "Maximum recursion limit of 500 reached." with the
% default RecursionLimit of 500), and the session carries on.
s = 'eval(s)';
try
    eval(s);
catch err
    disp(err.identifier)
    disp(err.message)
end
x = eval('1 + 1');
disp(x)
% Values nested 1e5 deep by assignment in a loop are released without
% exhausting the native stack.
r = struct();
for k = 1:100000
    r.a = r;
end
clear r
f = @(x) x;
for k = 1:100000
    f = @(x) f(x);
end
clear f
disp('released')
