% GNU Octave's initial values, accepted so that Octave code runs (MATLAB
% rejects this syntax, so no MATLAB program changes meaning):
% `persistent n = 0` and `global G = 1` store the value only when the
% declaration creates the variable; `function f(a, b = 2)` gives b its
% default when the caller passes fewer inputs; `x++` is `x = x + 1`.
disp([tally() tally() tally()])
global LIMIT = 10
disp(LIMIT)
global LIMIT = 99
disp(LIMIT)
disp(scaled(3))
disp(scaled(3, 5))
disp(scaled(3, 5, 1))
% Octave's x++ and x-- statements.
steps = 5;
steps++;
steps++;
steps--;
disp(steps)

function n = tally()
  persistent calls = 0;
  calls = calls + 1;
  n = calls;
end

function y = scaled(x, factor = 2, offset = factor * 10)
  y = x * factor + offset;
end
