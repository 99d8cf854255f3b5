% Matrix powers: integer, zero, negative and fractional.
A = [1 1; 0 1];
P = A ^ 5
Z = A ^ 0
N = [2 0; 0 4] ^ -1
S = [4 0; 0 9] ^ 0.5
B = [2 1; 1 2];
R = B ^ 0.5;
disp(norm(R * R - B) < 1e-12)
M = mpower(A, 2)
