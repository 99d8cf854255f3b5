% 0015_string.m: DISPLAY.md R4.8, string scalars and arrays (name line "x = ")
% no Octave cross-check: Octave has no string class
t = "hello"
e = ""
a = ["a" "bc" "def"]
