#!/usr/bin/env python3
"""Dense linear algebra and FFT, ferromat against NumPy, in one run.

Times `A\\b`, `inv`, `det`, `svd`, `eig` (symmetric and general), `chol`,
`qr`, `lu` on 500x500 and 1000x1000 matrices and `fft`/`ifft` on 2^20 and
1e6 (not a power of two) points, in the release `ferromat` binary (a
generated script timed with tic/toc, best of N) and in NumPy (best of N),
and prints both times and their ratio (ours / NumPy: below 1 is faster).

Usage: python3 crates/ferromat-linalg/benches/compare_linalg.py [repetitions] [ferromat binary]
The binary defaults to target/release/ferromat (`cargo build --release -p ferromat`).
"""

import os
import subprocess
import sys
import tempfile
import time

import numpy as np

REPETITIONS = int(sys.argv[1]) if len(sys.argv) > 1 else 3
ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
BINARY = sys.argv[2] if len(sys.argv) > 2 else os.path.join(ROOT, "target", "release", "ferromat")
SIZES = [500, 1000]
FFT_LENGTHS = [2**20, 1_000_000]

# name -> (MATLAB statement over A, S, b, x; NumPy callable factory)
MATRIX_WORKLOADS = [
    ("solve", "y = A \\ b;", lambda A, S, b: lambda: np.linalg.solve(A, b)),
    ("inv", "y = inv(A);", lambda A, S, b: lambda: np.linalg.inv(A)),
    ("det", "y = det(A);", lambda A, S, b: lambda: np.linalg.det(A)),
    ("svd", "[U, s, V] = svd(A);", lambda A, S, b: lambda: np.linalg.svd(A)),
    ("svd_values", "s = svd(A);", lambda A, S, b: lambda: np.linalg.svd(A, compute_uv=False)),
    ("eig_sym", "[V, D] = eig(S);", lambda A, S, b: lambda: np.linalg.eigh(S)),
    ("eig_general", "[V, D] = eig(A);", lambda A, S, b: lambda: np.linalg.eig(A)),
    ("eig_values", "d = eig(A);", lambda A, S, b: lambda: np.linalg.eigvals(A)),
    ("chol", "R = chol(S);", lambda A, S, b: lambda: np.linalg.cholesky(S)),
    ("qr", "[Q, R] = qr(A);", lambda A, S, b: lambda: np.linalg.qr(A)),
    ("lu", "[L, U, P] = lu(A);", None),
]


def scipy_lu():
    try:
        import scipy.linalg
        return lambda A, S, b: lambda: scipy.linalg.lu(A)
    except ImportError:
        return None


def best_of(work):
    best = float("inf")
    for _ in range(REPETITIONS):
        start = time.perf_counter()
        work()
        best = min(best, time.perf_counter() - start)
    return best


def matlab_script():
    lines = [f"reps = {REPETITIONS};"]
    for n in SIZES:
        # The same construction as NumPy's below: a well-conditioned general
        # matrix and a symmetric positive definite one.
        lines.append(f"rng(42); A = rand({n}) + {n} * eye({n}); S = A' * A; b = rand({n}, 1);")
        for name, statement, _ in MATRIX_WORKLOADS:
            lines.append("best = Inf;")
            lines.append(f"for k = 1:reps, t0 = tic; {statement} best = min(best, toc(t0)); end")
            lines.append(f"fprintf('{name}_{n} %.6f\\n', best);")
    for length in FFT_LENGTHS:
        lines.append(f"rng(1); x = rand({length}, 1); X = fft(x);")
        for name, statement in [("fft", "y = fft(x);"), ("ifft", "y = ifft(X);")]:
            lines.append("best = Inf;")
            lines.append(f"for k = 1:reps, t0 = tic; {statement} best = min(best, toc(t0)); end")
            lines.append(f"fprintf('{name}_{length} %.6f\\n', best);")
    return "\n".join(lines) + "\n"


def ours():
    with tempfile.TemporaryDirectory() as folder:
        path = os.path.join(folder, "bench_linalg.m")
        with open(path, "w") as f:
            f.write(matlab_script())
        output = subprocess.run([BINARY, path], check=True, capture_output=True, text=True, cwd=folder).stdout
    return {name: float(seconds) for name, seconds in (line.split() for line in output.splitlines() if line.strip())}


def numpy_times():
    times = {}
    rng = np.random.default_rng(42)
    for n in SIZES:
        A = np.asfortranarray(rng.random((n, n)) + n * np.eye(n))
        S = np.asfortranarray(A.T @ A)
        b = rng.random(n)
        for name, _, factory in MATRIX_WORKLOADS:
            factory = factory or scipy_lu()
            if factory is not None:
                times[f"{name}_{n}"] = best_of(factory(A, S, b))
    for length in FFT_LENGTHS:
        x = rng.random(length)
        X = np.fft.fft(x)
        times[f"fft_{length}"] = best_of(lambda: np.fft.fft(x))
        times[f"ifft_{length}"] = best_of(lambda: np.fft.ifft(X))
    return times


def main():
    rust = ours()
    numpy = numpy_times()
    print(f"{'workload':<22}{'ours (s)':>12}{'numpy (s)':>12}{'ratio':>9}")
    for name, seconds in rust.items():
        reference = numpy.get(name)
        ratio = f"{seconds / reference:9.2f}" if reference else f"{'-':>9}"
        reference_text = f"{reference:12.4f}" if reference else f"{'-':>12}"
        print(f"{name:<22}{seconds:12.4f}{reference_text}{ratio}")


if __name__ == "__main__":
    main()
