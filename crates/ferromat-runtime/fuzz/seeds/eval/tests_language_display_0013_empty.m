% 0013_empty.m: DISPLAY.md R4.6, one statement per row of the empty-array table
% values (sizes and classes) cross-checked against GNU Octave 7
e = []
e = zeros(0, 3)
e = zeros(3, 0, 2)
e = zeros(1, 0)
y = 1:0
e = zeros(0, 1)
e = ''
e = char(zeros(3, 0))
e = {}
e = logical([])
e = int8([])
e = int8(zeros(0, 1))
e = single(zeros(0, 4))
e = struct([])
