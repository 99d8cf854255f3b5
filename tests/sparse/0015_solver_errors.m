% iterative solver, ordering and eigs errors
A = sparse([2 1; 1 2]);
try
    pcg(sparse([1 2 3; 4 5 6]), [1; 2])
catch err
    disp(err.message)
end
try
    pcg(A, [1; 2; 3])
catch err
    disp(err.message)
end
try
    amd(sparse([1 2 3; 4 5 6]))
catch err
    disp(err.message)
end
try
    gmres(A, [1; 2], 0)
catch err
    disp('gmres: bad restart refused')
end
try
    eigs(A, 3)
catch err
    disp('eigs: k > n refused')
end
try
    eigs(sparse([1 2 3; 4 5 6]))
catch err
    disp('eigs: non-square refused')
end
