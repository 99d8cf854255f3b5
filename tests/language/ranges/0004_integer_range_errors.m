% 0004_integer_range_errors.m: an integer-class range needs whole-number
% operands and one integer class (GNU Octave 7 rejects the same three ranges)
try
    x = 1.5:uint8(1):5;
catch
    disp('1.5:uint8(1):5 rejected')
end
try
    x = uint8(1):0.5:3;
catch
    disp('uint8(1):0.5:3 rejected')
end
try
    x = int8(1):int16(3);
catch
    disp('int8(1):int16(3) rejected')
end
fprintf('%d\n', exist('x', 'var'))
