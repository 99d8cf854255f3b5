% matlab.lang.makeValidName, genpath and ipermute.
N = matlab.lang.makeValidName({'Item_#', 'Price/Unit', '1st', 'Width (m)', 'for', 'ok'})
[N, modified] = matlab.lang.makeValidName(["a%b" "good"], 'ReplacementStyle', 'hex')
N = matlab.lang.makeValidName('1a-b', 'ReplacementStyle', 'delete', 'Prefix', 'v_')
N = matlab.lang.makeValidName('  two words here ')
try
    matlab.lang.makeValidName('x', 'Prefix', '1bad')
catch err
    disp(err.message)
end
% ipermute undoes permute.
A = reshape(1:24, 2, 3, 4);
B = permute(A, [3 1 2]);
disp(size(B))
disp(isequal(ipermute(B, [3 1 2]), A))
disp(size(ipermute(zeros(2, 3, 4), [2 3 1])))
% genpath lists a folder and the folders below it, depth first by name,
% leaving out class, package and private folders.
root = tempname;
mkdir(root);
for sub = {'b', 'a', 'a/deep', '@cls', '+pkg', 'private', '.hidden', 'a/private'}
    mkdir(fullfile(root, sub{1}));
end
p = genpath(root);
disp(strrep(p, root, '<root>'))
disp(isempty(genpath(fullfile(root, 'missing'))))
rmdir(root, 's');
