% 0017_struct.m: DISPLAY.md R4.10, scalar struct with aligned field names and value summaries, struct arrays
% values cross-checked against GNU Octave 7 (contents only; Octave prints structs differently)
s = struct('name', 'max', 'n', 3)
t.x = 0.5;
t.v = [1 2 3];
t.m = zeros(3);
t.s = "str";
t.big = 2556.7;
t
a = struct('name', {'x', 'y', 'z'})
e = struct()
