% %i reads C integer constants: 0x hexadecimal, leading 0 octal.
fprintf('%d ', sscanf('0x1F 0177 42', '%i')'); fprintf('\n');
% '08' is octal 0, then 8 stops the ':' literal.
fprintf('%d ', sscanf('02:08:30', '%i:%i:%i')'); fprintf('\n');
% Integer conversions saturate at their class: 32 bits, 64 with l.
fprintf('%d ', sscanf('999999999999999', '%d') == double(intmax('int32'))); fprintf('\n');
fprintf('%d ', sscanf('-999999999999999', '%i') == double(intmin('int32'))); fprintf('\n');
fprintf('%d ', sscanf('fffffffffffffff', '%x') == double(intmax('uint32'))); fprintf('\n');
fprintf('%d ', sscanf('777777777777777', '%o') == double(intmax('uint32'))); fprintf('\n');
fprintf('%d ', sscanf('281474976710655', '%lu') == 281474976710655); fprintf('\n');
fprintf('%d ', sscanf('9999999999999999999999', '%ld') == double(intmax('int64'))); fprintf('\n');
fprintf('%d ', sscanf('ffffffffffffffffffffff', '%lx') == double(intmax('uint64'))); fprintf('\n');
% No error gives an empty errmsg.
[v, n, msg] = sscanf('7', '%d');
fprintf('%d ', size(msg)); fprintf('\n');
