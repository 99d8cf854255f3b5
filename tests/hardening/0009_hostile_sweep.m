% Found by the hostile sweep (every builtin called with odd arguments):
% a dim far past the last dimension, and precisions of 1e10 digits.
calls = {
    'diff(ones(2,2),[],1e9)'
    'diff(ones(2,2),1,1e9)'
    'prctile(ones(2,2),[],1e9)'
    'quantile(ones(2,2),[],1e9)'
    'fft(ones(2,2),[],1e9)'
    'fft(ones(2,2),3,1e9)'
    'ifft(ones(2,2),[],1e9)'
    'normalize(1,1e9)'
    'fftn(ones(3),[98 111 103 117 115])'
    'ifft2(1,1e5,1e5)'
};
for k = 1:numel(calls)
    try
        x = eval(calls{k});
        disp(size(x, 1:3));
    catch ME
        disp(ME.identifier);
    end
end
c = {};
for k = 1:20000
    c = {c};
end
disp(class(c));
disp(length(mat2str(pi, 1e10)));
disp(length(mat2str(pi, 800)));
