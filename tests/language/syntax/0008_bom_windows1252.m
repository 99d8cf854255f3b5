% 0008_bom_windows1252.m: a UTF-8 byte-order mark starts this file and the
% comment below is windows-1252 (é = e acute), as older MATLAB code often is.
% Café crème
s = 'café';
fprintf('%d %d\n', numel(s), double(s(end)))
disp(s)
