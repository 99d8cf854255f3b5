% 0016_cell.m: DISPLAY.md R4.9, cell arrays: header, element summaries, per-column widths
% values cross-checked against GNU Octave 7 (contents only; Octave prints cells differently)
C = {'one', 'two', 'three'; 1, 2, 3}
c = {[1 2 3]}
c = {[1 2; 3 4]}
c = {{1}}
c = {"abc"}
c = {[]}
c = {'abc'}
c = {1; 100}
