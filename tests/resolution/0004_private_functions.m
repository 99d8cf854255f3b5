% Private functions (MATLAB's "Private Functions" page and the precedence
% order): a file sees the functions in the private folder beside it, before
% builtins of the same name; private functions see each other; code outside
% the parent folder sees none of them.
addpath(fullfile(fileparts(mfilename('fullpath')), 'private_callers'))
disp(use_private(3))
disp(max([1 5 2]))
try
    helper(1)
catch err
    disp(err.message)
end
