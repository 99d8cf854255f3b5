"""SciPy side of benches/sparse/poisson.m: the same matrix, timings."""
import time
import numpy as np
import scipy.sparse as sp
import scipy.sparse.linalg as spla

n = 1000
N = n * n
k = np.arange(N)
r, c = k % n, k // n
east = k[r < n - 1]
north = k[c < n - 1]
i = np.concatenate([k, east, east + 1, north, north + n])
j = np.concatenate([k, east + 1, east, north + n, north])
v = np.concatenate([4 * np.ones(N), -np.ones(4 * len(east))])
t = time.perf_counter(); A = sp.csc_matrix((v, (i, j)), shape=(N, N)); A.sum_duplicates()
print(f"assemble {time.perf_counter() - t:.3f}")
x = np.ones(N)
t = time.perf_counter(); y = A @ x; print(f"matvec {time.perf_counter() - t:.3f}")
t = time.perf_counter(); z = spla.spsolve(A, y); print(f"solve {time.perf_counter() - t:.3f}")
print(f"residual {np.linalg.norm(A @ z - y) / np.linalg.norm(y):.2e}")
