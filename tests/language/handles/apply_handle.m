function y = apply_handle(f, x)
% APPLY_HANDLE helper for 0001_local_function_handle.m: calls the handle it
% is given from this separate file. Run on its own (as the test runner does
% with every .m file) it says what it is for.
if nargin == 0
    disp('apply_handle: a helper of 0001_local_function_handle.m')
    return
end
y = f(x);
end
