% condeig, ordeig and planerot.
c = condeig([1 2; 3 4]);
disp(round(c * 1e4) / 1e4)
[V, D, s] = condeig([1 3; 5 8]);
[V2, D2] = eig([1 3; 5 8]);
disp(isequal(V, V2) && isequal(D, D2))
disp(round(s * 1e4) / 1e4)
size(condeig([]))
ordeig([1 2 3; 0 4 5; 0 0 6])
ordeig([1 -2; 1 1])
ordeig(6, 2)
[G, y] = planerot([3; 4]);
G
disp([abs(y(1) - 5) < 1e-14, abs(y(2)) < 1e-14])
