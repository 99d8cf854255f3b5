% Indices far beyond any array: reading reports the bound, assignment
% refuses linear indices of 2^48 and more (MATLAB's largest array has 2^48 - 1
% elements), and the variable is left as it was.
x = 1:3;
try
    x(2^60)
catch ME
    disp(ME.message);
end
try
    x(2^60) = 1;
catch ME
    disp(ME.message);
end
try
    x(2^48) = 1;
catch ME
    disp(ME.message);
end
A = [];
try
    A(flintmax) = 1;
catch ME
    disp(ME.message);
end
disp(x);
disp(size(A));
