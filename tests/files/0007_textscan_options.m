% textscan options: CommentStyle, TreatAsEmpty with EmptyValue,
% MultipleDelimsAsOne, CollectOutput, Whitespace, EndOfLine, a repeat
% count, %*s skips, %q, %[...] and %[^...] sets, field widths, literal
% text in the format, and ReturnOnError.
C = textscan(sprintf('# header\n1 2 # note\n3 4\n'), '%f %f', 'CommentStyle', '#');
fprintf('%g ', C{1}); fprintf('| '); fprintf('%g ', C{2}); fprintf('\n');
C = textscan(sprintf('1 /* a\nb */ 2\n3 4'), '%f %f', 'CommentStyle', {'/*', '*/'});
fprintf('%g ', C{1}); fprintf('| '); fprintf('%g ', C{2}); fprintf('\n');
C = textscan(sprintf('1,NA,3\n4,5,N/A\n'), '%f %f %f', 'Delimiter', ',', 'TreatAsEmpty', {'NA', 'N/A'}, 'EmptyValue', -1);
fprintf('%g ', C{:}); fprintf('\n');
C = textscan('1,,,2', '%f %f', 'Delimiter', ',', 'MultipleDelimsAsOne', 1);
fprintf('%g ', C{:}); fprintf('\n');
C = textscan(sprintf('a 1 2\nb 3 4\n'), '%s %f %f', 'CollectOutput', 1);
fprintf('%d %s | %d %d %s | ', numel(C), class(C{1}), size(C{2}), class(C{2})); fprintf('%g ', C{2}); fprintf('\n');
C = textscan('1_2_3', '%f', 'Whitespace', '_');
fprintf('%g ', C{1}); fprintf('\n');
C = textscan('1 2;3 4;', '%f %f', 'EndOfLine', ';');
fprintf('%g ', C{1}); fprintf('| '); fprintf('%g ', C{2}); fprintf('\n');
C = textscan(sprintf('1 2\n3 4\n5 6\n'), '%f %f', 2);
fprintf('%g ', C{1}); fprintf('\n');
C = textscan('x 1 y 2', '%*s %f');
fprintf('%d %g %g\n', numel(C), C{1});
C = textscan('"New York",5', '%q %f', 'Delimiter', ',');
fprintf('%s | %g\n', C{1}{1}, C{2});
C = textscan('abc123def', '%[a-c]%f%[^0-9]');
fprintf('%s %g %s\n', C{1}{1}, C{2}, C{3}{1});
C = textscan('12345678', '%2f %3f %f');
fprintf('%g ', C{:}); fprintf('\n');
C = textscan(sprintf('Level1 7\nLevel2 9\n'), 'Level%d %f');
fprintf('%s: ', class(C{1})); fprintf('%d ', C{1}); fprintf('| '); fprintf('%g ', C{2}); fprintf('\n');
C = textscan(sprintf('1 2\n3 x\n5 6\n'), '%f %f');
fprintf('%d %d\n', numel(C{1}), numel(C{2}));
try
    textscan(sprintf('1 2\n3 x\n'), '%f %f', 'ReturnOnError', false);
    disp('no error');
catch
    disp('error');
end
