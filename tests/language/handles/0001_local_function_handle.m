% 0001_local_function_handle.m: a handle to a local function keeps working when
% a function in another file (apply_handle.m) calls it: the handle holds the
% local function it was made for (MATLAB's function handle documentation).
% Values cross-checked against GNU Octave 7 (with sq on the path, as Octave
% does not bind handles to script-local functions).
r = apply_handle(@sq, 3);
fprintf('%d\n', r)
h = @sq;
disp(func2str(h))
fprintf('%d\n', apply_handle(h, 4))
fprintf('%d\n', apply_handle(@(x) sq(x) + 1, 2))
w = cellfun(@sq, {1, 2, 3});
fprintf('%d ', w); fprintf('\n')
fprintf('%d\n', apply_handle(@cube, 2))

function y = sq(x)
y = x^2;
end

function y = cube(x)
y = x^3;
end
