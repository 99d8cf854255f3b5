% 0005_evalin_assignin.m: evalin and assignin reach the caller's and the
% base workspace; lasterr, lastwarn, isvarname, iskeyword.
updateAge(37)
n = myAdd(2, 3);
disp(fcnStatus)
x = 10;
show_caller_x()
r = read_base_twice();
fprintf('%d\n', r)
c = cellfun(@peek_caller, {1, 2});
fprintf('%d %d\n', c)
v = evalin('base', 'x + 1');
fprintf('%d\n', v)
evalin('base', 'undefined_thing_here', 'disp(''fallback ran'')')
try
    assignin('base', 'X(3:5)', 1)
catch err
    disp(err.message)
end
try
    evalin('nowhere', 'x')
catch
    disp('bad context refused')
end
try
    error('my:id', 'Value %d is bad', 7)
catch
end
[msg, id] = lasterr;
fprintf('%s | %s\n', msg, id)
warning('off', 'demo:quiet')
warning('demo:quiet', 'nobody sees %s', 'this')
[msg, id] = lastwarn;
fprintf('%s | %s\n', msg, id)
warning('on', 'demo:quiet')
fprintf('%d', isvarname('abc'), isvarname('1abc'), isvarname('for'), isvarname(5), ...
    isvarname("ok_1"), iskeyword('end'), iskeyword('x')); fprintf('\n')
fprintf('%d\n', namelengthmax)

function updateAge(a)
fprintf('\tYour age: %d\n', a)
localfcn
fprintf('\tYour updated age: %d\n', a)
end

function localfcn
assignin('caller', 'a', 42)
end

function c = myAdd(a, b)
c = a + b;
str = sprintf('%s called with %d,%d', 'myAdd', a, b);
assignin('base', 'fcnStatus', str)
end

function show_caller_x()
fprintf('caller x is %d\n', evalin('caller', 'x'))
end

function r = read_base_twice()
x = -1; %#ok<NASGU>
r = inner_reader();
end

function r = inner_reader()
r = evalin('base', 'x') * 10 + evalin('caller', 'x');
end

function y = peek_caller(k)
y = k + evalin('caller', 'x');
end
