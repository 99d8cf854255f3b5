% 0004_command_syntax_lines.m: lines in command syntax parse wherever they stand,
% also in branches that never run and in function bodies, so one such line does
% not reject the file (MATLAB's "Command vs. Function Syntax" rules: a name, a
% blank, then words; option words like -dpng and .. are words too)
disp start
if false
    hold on
    cd ..
    mex -O file.c
    print -dpng out.png
    warning off all
    dbstop if error
    close all
end
format long g
x = 1/3
format short
disp hello
show(2)

function show(n)
if n > 5
    hold on
    print -dpng never.png
end
disp inside
fprintf('%d\n', n)
end
