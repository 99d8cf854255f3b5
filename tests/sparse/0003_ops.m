% operators and MATLAB's sparsity rules
S = sparse([1 0; 0 2]); F = [1 2; 3 4];
issparse(S + 1)
issparse(S + F)
issparse(S + S)
issparse(S .* F)
issparse(S * 2)
issparse(S * F)
issparse(S * S)
issparse(S == S)
class(S > 1)
S .* F
S + S
-S
S'
S * [1; 1]
[1 1] * S
S * S
S > 1
full(S + 1)
