% 0099_uncaught.m: an uncaught error stops the script; stdout keeps what was printed before it,
% stderr gets DISPLAY.md R6.2: message, blank line, "Error in NAME (line N)", the source line
disp('start')
v = [1 2 3];
x = v(2)
y = v(5);
disp('never printed')
