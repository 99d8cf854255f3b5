x = 1;
function f
end
y = 2;
