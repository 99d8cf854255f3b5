% indexing and indexed assignment stay sparse
S = sparse([1 0 3; 0 2 0; 4 0 5]);
S(1, 3)
S(:, 1)
S(2, :)
S([3 1], [1 3])
S(5)
S(2, 3) = 7
S(:, 2) = []
issparse(S)
[i, j, v] = find(S)
k = find(S)'
