% Deeply nested source is a parse error; nesting within the limit runs.
src = [repmat('(', 1, 100000), '1', repmat(')', 1, 100000)];
try
    eval(src);
catch ME
    disp(ME.identifier);
end
disp(eval([repmat('(', 1, 100), '7', repmat(')', 1, 100)]));
try
    eval([repmat('[', 1, 5000), repmat(']', 1, 5000)]);
catch ME
    disp(ME.identifier);
end
disp('still running');
