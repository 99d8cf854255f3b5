% MATLAB sparse page: 1500x1500 from triplets, accumulation, speye
i = [900 1000];
j = [900 1000];
v = [10 100];
S = sparse(i,j,v,1500,1500)
size(S)
I = speye(3)
x = sparse([0.5 0; 0 -2.25])
C = sparse([1 2], [1 1], [1+2i 3])
