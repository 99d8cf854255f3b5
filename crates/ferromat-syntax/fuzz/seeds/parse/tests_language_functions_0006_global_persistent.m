% 0006_global_persistent.m: global and persistent variables
% values from the MATLAB global/persistent/clear pages (setGlobalx/getGlobalx
% example), cross-checked in Octave 7 except where noted
setGlobalx(1138)
r = getGlobalx
global x
x
x = 1701;
r = getGlobalx
% in-place growth of a global inside a loop, then read from a function
for k = 1:3
    x(k) = 10 * k;
end
r = getGlobalx
% handles and builtins that call back see the current value
y = cellfun(@(k) sum(getGlobalx()) + k, {1, 2})
% a new global is an empty double
global fresh
c = class(fresh)
s = size(fresh)
% persistent: per function, [] at first, kept between calls
a = counter(); b = counter(); n = counter()
m = otherCounter()
% clear x only unlinks the variable here; the global keeps its value
clear x
e = exist('x')
global x
x
% clear global x removes the global itself
clear global x
global x
x
% recursion sees the caller's latest global value
x = 0;
depth = deepen(4)
x
% clear functions resets persistent variables
clear functions
n = counter()

function setGlobalx(val)
global x
x = val;
end

function r = getGlobalx
global x
r = x;
end

function n = counter
persistent count
if isempty(count)
    count = 0;
end
count = count + 1;
n = count;
end

function n = otherCounter
persistent count
if isempty(count)
    count = 100;
end
count = count + 1;
n = count;
end

function d = deepen(levels)
global x
x = x + 1;
if levels > 1
    deepen(levels - 1);
end
d = x;
end
