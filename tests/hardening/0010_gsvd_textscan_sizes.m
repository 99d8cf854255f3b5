% Sizes a caller controls that used to reach an allocation unchecked: gsvd
% of a tall matrix forms the full square U (3e6-by-3e6 here), and a
% textscan %c width comes from the format. Each is the size-limit error,
% and the session carries on. Expected identifiers: ferromat's size check
% (MATLAB reports these as out-of-memory or size-limit errors).
calls = {
    'gsvd(ones(3e6, 1), 1)'
    'gsvd(1, ones(3e6, 1))'
    'textscan(''abc'', ''%2000000000000c'')'
};
for k = 1:numel(calls)
    try
        x = eval(calls{k});
        disp(class(x));
    catch ME
        disp(ME.identifier);
    end
end
disp(gsvd([1 2; 3 4; 5 6], [7 8]).')
