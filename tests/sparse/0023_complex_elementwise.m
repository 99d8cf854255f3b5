% complex sparse arithmetic keeps the result sparse where MATLAB's is
S = sparse([1+2i 0; 0 3]);
T = sparse([0 1i; 0 -3]);
P = S + T
disp(issparse(P))
D = S - S;
disp([issparse(D) nnz(D)])
Q = S .* T;
disp(issparse(Q))
disp(full(Q))
disp(issparse(S * 2i))
disp(full(S * 2i))
disp(full(S ./ 1i))
disp(issparse(S ./ 1i))
E = S .* [2 5; 7 1i];
disp(issparse(E))
disp(full(E))
R = sparse([1 0; 0 2]) .* [1i 3; 4 0];
disp(issparse(R))
disp(nnz(R))
disp(isreal(S .* conj(S) - abs(S).^2))
disp(issparse(S + 1i))
disp(issparse(S'))
disp(full(S'))
disp(full(S.'))
disp(issparse(S * T))
disp(full(S * T))
