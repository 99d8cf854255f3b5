% textscan details where MATLAB's textscan page is silent; expected values
% from Octave 7.3 (octave-cli): an empty format reads one %f column per
% field of the first data line; 'HeaderLines' counts 'EndOfLine' line
% ends; 'MultipleDelimsAsOne' also skips delimiters that start a line; a
% record cut short by the end of the text gets empty fields; \t in a
% %[^...] set is a tab; format literal text may start with the delimiter.
c = textscan(sprintf('1,,3\n4,5,6'), '', 'Delimiter', ',');
disp([c{:}])
c = textscan(sprintf('1 2 3\ns 5 6'), '', 'ReturnOnError', 1);
disp([c{:}])
c = textscan(sprintf(',1,,4\nInf,  ,NaN\n'), '', 'Delimiter', ',', 'EmptyValue', -10);
disp(cell2mat(c))
C = textscan(['field 1  field2' char(13) ' 1 2' char(13) '3 4'], '', 'HeaderLines', 2, ...
             'CollectOutput', 1, 'EndOfLine', '\r');
disp(C{1})
str = sprintf('11, 12, 13,, 15\n21,, 23, 24, 25\n,, 33, 34, 35\n');
C = textscan(str, '%f %f %f %f', 'Delimiter', ',', 'MultipleDelimsAsOne', 1);
disp([C{:}])
c = textscan('/home/foo/', '%s', 'Delimiter', '/', 'MultipleDelimsAsOne', 1);
fprintf('%s|', c{1}{:}); fprintf('\n');
C = textscan(sprintf('101,\n201,'), '%s%f', 'Delimiter', ',');
disp(C{2}')
C = textscan(sprintf('Empty\n'), 'Empty%f %f');
disp([C{:}])
C = textscan(['1 2' char(9) '3 4'], '%f %[^\t] %f %f');
fprintf('%s|', C{2}{:}); fprintf('%g ', C{3}, C{4}); fprintf('\n');
txt = sprintf('literal_a_1;literal_a_2\nliteral_b_1;literal_b_2');
C = textscan(txt, 'literal%s;literal%s', 'Delimiter', ';');
fprintf('%s|', C{1}{:}, C{2}{:}); fprintf('\n');
