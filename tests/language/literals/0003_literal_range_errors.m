% 0003_literal_range_errors.m: a literal too wide for its type is a syntax error,
% so the text is rejected before any of it runs (GNU Octave 7 rejects the same
% texts with a parse error)
try
    eval('x = 0x100u8;');
catch
    disp('0x100u8 rejected')
end
try
    eval('x = 0b111111111s8;');
catch
    disp('0b111111111s8 rejected')
end
try
    eval('x = 0x1FFFFFFFFFFFFFFFF;');
catch
    disp('0x1FFFFFFFFFFFFFFFF rejected')
end
fprintf('%d\n', exist('x', 'var'))
y = 0xFFu8;
fprintf('%d\n', y)
