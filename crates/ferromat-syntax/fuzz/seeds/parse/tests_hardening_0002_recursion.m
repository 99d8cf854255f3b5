% Runaway recursion stops at the recursion limit, for named functions,
% mutual recursion and anonymous functions; set/get change the limit.
try
    down(1);
catch ME
    disp(ME.message);
end
try
    ping(1);
catch ME
    disp(ME.message);
end
f = @(g, n) g(g, n + 1);
try
    f(f, 1);
catch ME
    disp(ME.identifier);
    disp(ME.message);
end
set(0, 'RecursionLimit', 40);
disp(get(0, 'RecursionLimit'));
try
    down(1);
catch ME
    disp(ME.message);
end
set(0, 'RecursionLimit', 500);
disp(down_to(10));

function r = down(n)
r = down(n + 1);
end

function r = ping(n)
r = pong(n + 1);
end

function r = pong(n)
r = ping(n + 1);
end

function r = down_to(n)
if n == 0
    r = 0;
else
    r = 1 + down_to(n - 1);
end
end
