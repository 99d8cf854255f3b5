% Errors of containers.Map, with MATLAB's identifiers and messages
% (containers.Map page, "MATLAB:Containers:Map:NoKey"); hostile inputs give
% errors, never a crash.
M = containers.Map({'a', 'b'}, [1 2]);
try
    M('zz');
catch err
    disp(err.identifier)
    disp(err.message)
end
try
    M(1);
catch err
    disp(err.identifier)
    disp(err.message)
end
try
    M('c') = 'text';
catch err
    disp(err.identifier)
    disp(err.message)
end
try
    M.Count = 3;
catch err
    disp(err.identifier)
    disp(err.message)
end
try
    remove(M, 'nokey');
catch err
    disp(err.identifier)
end
try
    values(M, {'a', 'q'});
catch err
    disp(err.identifier)
end
try
    x = M.NoSuchThing;
catch err
    disp(err.identifier)
    disp(err.message)
end
try
    y = M + 1;
catch err
    disp(err.identifier)
end
try
    c = M{1};
catch err
    disp(err.identifier)
end
try
    containers.Map({'a', 'b'}, {1});
catch err
    disp(err.identifier)
end
D = containers.Map('KeyType', 'double', 'ValueType', 'any');
try
    D(NaN) = 1;
catch err
    disp(err.identifier)
end
try
    D('a') = 1;
catch err
    disp(err.identifier)
end
I = containers.Map('KeyType', 'uint32', 'ValueType', 'any');
try
    I(-1) = 1;
catch err
    disp(err.identifier)
end
try
    I(1.5) = 1;
catch err
    disp(err.identifier)
end
% a huge key and a map holding itself
big = repmat('k', 1, 100000);
R = containers.Map();
R(big) = 1;
R('self') = R;
inner = R('self');
fprintf('%d %d\n', R.Count, inner.Count)
inner('more') = 2;
fprintf('%d\n', R.Count)
