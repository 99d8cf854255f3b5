% 0003_recursion.m: recursive local functions
% values cross-checked against GNU Octave 7 (functions moved before the code for Octave)
f = fact(5)
f = fact(0)
big = fact(20)
fib10 = fib(10)
r = count_down(3)

function r = fact(n)
if n <= 1
    r = 1;
else
    r = n * fact(n - 1);
end
end

function r = fib(n)
if n < 2
    r = n;
else
    r = fib(n - 1) + fib(n - 2);
end
end

function r = count_down(n)
fprintf('%d ', n);
if n == 0
    fprintf('\n');
    r = 0;
else
    r = 1 + count_down(n - 1);
end
end
