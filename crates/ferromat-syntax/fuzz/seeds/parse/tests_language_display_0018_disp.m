% 0018_disp.m: DISPLAY.md R5.1, disp keeps the body (numeric bodies end with a blank line), char and string bare, empties print nothing
% values cross-checked against GNU Octave 7
disp([1 2 3])
disp('Done')
disp([])
disp(zeros(0, 3))
disp('')
disp(pi)
disp("text")
disp([1.5 1000.5])
disp(['ab'; 'cd'])
disp(-7)
