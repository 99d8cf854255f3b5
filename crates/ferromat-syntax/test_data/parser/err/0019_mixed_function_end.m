function a
disp(1)
function b
disp(2)
end
