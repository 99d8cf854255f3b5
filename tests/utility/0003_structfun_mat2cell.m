% structfun and mat2cell: the MathWorks examples, checked with GNU Octave.
S.f1 = 'Sunday';
S.f2 = 'Monday';
S.f3 = 'Tuesday';
lengths = structfun(@(x) numel(x), S);
disp(mat2str(lengths))
shortNames = structfun(@(x) x(1:3), S, 'UniformOutput', false);
disp(strjoin(fieldnames(shortNames)', ' '))
fprintf('%s %s %s\n', shortNames.f1, shortNames.f2, shortNames.f3);
T.a = [1 2 3];
T.b = [4 5];
[mn, mx] = structfun(@(v) deal(min(v), max(v)), T);
disp(mat2str([mn mx]))
R = structfun(@(v) error('my:id', 'bad'), T, 'ErrorHandler', @(e, v) e.index);
disp(mat2str(R))
try
    structfun(@(v) v, [T T])
catch err
    disp(err.identifier)
end

A = reshape(1:20, 4, 5);
C = mat2cell(A, [2 2], [3 2]);
disp(mat2str(size(C)))
disp(mat2str(C{1,1}))
disp(mat2str(C{2,1}))
disp(mat2str(C{1,2}))
disp(mat2str(C{2,2}))
C = mat2cell(A, [1 3]);
disp(mat2str(size(C)))
disp(mat2str(C{2}))
C = mat2cell('abcdef', 1, [2 4]);
fprintf('%s|%s\n', C{1}, C{2});
C = mat2cell(reshape(1:8, 2, 2, 2), 2, 2, [1 1]);
disp(mat2str(size(C)))
disp(mat2str(C{2}))
C = mat2cell(1:3, 1, [0 3]);
disp(mat2str(size(C{1})))
try
    mat2cell(A, [1 2], 5)
catch err
    disp(err.identifier)
end
