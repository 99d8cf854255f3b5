% 05_maxk.m: maxk/mink values, dims, k larger than the dimension
% expectations from the MATLAB documentation (maxk/mink examples)
B = maxk(1:10, 3)
A = [17 24 1 8 15; 23 5 7 14 16; 4 6 13 20 22; 10 12 19 21 3; 11 18 25 2 9];
B = maxk(A, 3, 2)
B = mink(A, 2)
B = maxk([4 1 3], 5)
B = mink([4; 1; 3], 2)
B = maxk([1 2 3], 0)
B = maxk(A, 1, 3)
[B, I] = maxk([2 7 7 1 7], 2)
[B, I] = mink([2 7 2 1 2], 3)
