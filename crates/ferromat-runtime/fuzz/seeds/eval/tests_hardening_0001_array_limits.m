% Allocations whose size the user controls are refused before allocating.
function_calls = {
    'zeros(1e6, 1e6)'
    'ones(1e5, 1e5, 1e5)'
    'repmat(1, 1e6, 1e6)'
    'rand(1e6, 1e6)'
    'cell(1e6, 1e6)'
    'linspace(0, 1, 1e15)'
    '1:1e15'
    'int64(1):int64(1e18)'
    'max(1:1e5, (1:1e5)'')'
    '(1:1e5) + (1:1e5)'''
};
for k = 1:numel(function_calls)
    try
        x = eval(function_calls{k});
        disp('allocated');
    catch ME
        disp(ME.identifier);
        disp(ME.message(1:9));
    end
end
try
    y = 1;
    y(1e6, 1e6) = 1;
catch ME
    disp(ME.message(1:42));
end
disp(size(y));
try
    z = zeros(2^62, 2^62);
catch ME
    disp(ME.identifier);
end
disp('still running');
