% errors MATLAB raises for sparse input
try
    sparse(int8(1))
catch err
    disp(err.message)
end
try
    sparse(single(1))
catch err
    disp(err.message)
end
try
    sparse([1 3], [1 1], [1 2], 2, 2)
catch err
    disp(err.message)
end
try
    sparse([0 1], [1 1], [1 2])
catch err
    disp(err.message)
end
try
    sparse(-1, 2)
catch err
    disp(err.message)
end
