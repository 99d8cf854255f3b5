% cell-array and string inputs.
c = regexp({'ab12', 'cd345'}, '\d+', 'match');
disp(mat2str(size(c)))
fprintf('%s|', c{2}{:}); fprintf('\n');
s = regexp({'ab', 'bb'}, 'b');
disp(mat2str(s{1})); disp(mat2str(s{2}))
s = regexp('abcab', {'a', 'c'});
disp(mat2str(s{1})); disp(mat2str(s{2}))
s = regexp({'ab', 'cb'}, {'a', 'b'});
disp(mat2str(s{1})); disp(mat2str(s{2}))
m = regexp("ab12", '\d', 'match');
disp(class(m)); disp(mat2str(size(m)))
m = regexp("ab12", '\d+', 'match', 'once');
disp(class(m))
s = regexp(["it is"; "what it"], "it");
disp(class(s)); disp(mat2str(size(s)))
