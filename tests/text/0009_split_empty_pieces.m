% 0009_split_empty_pieces.m: strsplit and strtok give an empty piece as '' (0-by-0)
% Expectations: GNU Octave 7 (octave-cli) sizes, which agree with the MathWorks
% strsplit page (its output shows {0x0 char} for an empty piece) and strtok page
% (remain is '' when no delimiter follows the token); num2str's precision must be
% a positive integer (MathWorks num2str page; the error text is ferromat's, Octave words it differently).
c = strsplit('a,,b', ',', 'CollapseDelimiters', false);
fprintf('%d %d\n', size(c{2}));
[c, m] = strsplit('1.5m/s', 'm/s', 'DelimiterType', 'RegularExpression');
fprintf('%d pieces, last %dx%d, match %s\n', numel(c), size(c{end}), m{1});
[t, r] = strtok('this');
fprintf('%s %d %d\n', t, size(r));
[t, r] = strtok('');
fprintf('%d %d %d %d\n', size(t), size(r));
[t, r] = strtok({'', 'this', 'this is'});
fprintf('%d %d %d %d [%s]\n', size(t{1}), size(r{2}), r{3});
t = strtok('   ');
c = strtok({'   '});
fprintf('%d %d %d %d\n', size(t), size(c{1}));
[t, r] = strtok('  ab  ', ' ');
fprintf('[%s] [%s]\n', t, r);
try
  num2str(1, 1.5)
catch err
  disp(err.message)
end
disp(num2str(pi, 4))
