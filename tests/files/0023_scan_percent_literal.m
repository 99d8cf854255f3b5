% '%%' in a scan format is a literal percent sign (textscan and sscanf).
c = textscan('Total: 32.5 % (of cm values)', 'Total: %f %% (of cm values)');
c{1}
c = textscan('10% 20% 30%', '%d%%');
c{1}'
[a, n] = sscanf('50% done', '%d%% done')
