% concatenation, sums, transposes, conversions keep sparse
S = sparse([1 0; 0 2]);
C = [S, S]
issparse([S; [1 2]])
sum(S)
sum(S, 2)
issparse(max(S))
nonzeros([0 3; 2 0])
abs(sparse([-1 0 2]))
issparse(sqrt(S))
spones(sparse([0 5; 7 0]))
spfun(@exp, sparse([0 1]))
spconvert([1 1 5; 2 3 6; 3 3 0])
