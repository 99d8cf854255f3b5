#!/usr/bin/env python3
"""Times the same dense linear algebra and FFT workloads in ferromat (a
release build of the binary running a .m script with tic/toc), NumPy and
GNU Octave, and prints each time with its ratio to NumPy.

Usage: cargo build --release -p ferromat
       python3 crates/ferromat-linalg/benches/compare.py [path/to/ferromat]

Targets: A*B and A\\b within 1.2x NumPy, svd/eig within 1.5x, fft within 1.0x.
Each workload runs REPEAT times after one warm-up; the best time counts.
"""

import os
import shutil
import subprocess
import sys
import tempfile
import time

REPEAT = 3

# name, setup (MATLAB), timed statement (MATLAB), setup (NumPy), statement (NumPy)
WORKLOADS = [
    ("A*B 2000x2000", "A = rand(2000); B = rand(2000);", "C = A * B;",
     "A = np.random.rand(2000, 2000); B = np.random.rand(2000, 2000)", "C = A @ B"),
    ("A\\b 2000x2000", "A = rand(2000); b = rand(2000, 1);", "x = A \\ b;",
     "A = np.random.rand(2000, 2000); b = np.random.rand(2000, 1)", "x = np.linalg.solve(A, b)"),
    ("svd 1000x1000", "A = rand(1000);", "s = svd(A);",
     "A = np.random.rand(1000, 1000)", "s = np.linalg.svd(A, compute_uv=False)"),
    ("eig 1000x1000", "A = rand(1000);", "e = eig(A);",
     "A = np.random.rand(1000, 1000)", "e = np.linalg.eigvals(A)"),
    ("fft 2^20", "x = rand(2^20, 1);", "y = fft(x);",
     "x = np.random.rand(2**20)", "y = np.fft.fft(x)"),
    ("fft 1e6", "x = rand(1e6, 1);", "y = fft(x);",
     "x = np.random.rand(10**6)", "y = np.fft.fft(x)"),
]


def matlab_script(setup, statement):
    lines = [setup, statement, "best = Inf;", f"for k = 1:{REPEAT}", "  t0 = tic;",
             f"  {statement}", "  best = min(best, toc(t0));", "end",
             "fprintf('%.6f\\n', best);"]
    return "\n".join(lines) + "\n"


def run_matlab_like(command, setup, statement):
    with tempfile.TemporaryDirectory() as folder:
        path = os.path.join(folder, "bench_case.m")
        with open(path, "w") as f:
            f.write(matlab_script(setup, statement))
        out = subprocess.run(command + [path], capture_output=True, text=True, timeout=900)
        lines = [l for l in out.stdout.strip().splitlines() if l.strip()]
        if out.returncode != 0 or not lines:
            return None
        try:
            return float(lines[-1])
        except ValueError:
            return None


def run_numpy(setup, statement):
    try:
        import numpy as np  # noqa: F401
    except ImportError:
        return None
    env = {"np": __import__("numpy")}
    exec(setup, env)
    exec(statement, env)
    best = float("inf")
    for _ in range(REPEAT):
        t0 = time.perf_counter()
        exec(statement, env)
        best = min(best, time.perf_counter() - t0)
    return best


def main():
    binary = sys.argv[1] if len(sys.argv) > 1 else "target/release/ferromat"
    octave = shutil.which("octave-cli")
    print(f"{'workload':<16} {'ferromat s':>11} {'numpy s':>9} {'octave s':>9} {'fm/numpy':>9} {'fm/octave':>10}")
    for name, setup, statement, np_setup, np_statement in WORKLOADS:
        fm = run_matlab_like([binary], setup, statement)
        npy = run_numpy(np_setup, np_statement)
        octv = run_matlab_like([octave, "--no-gui", "-q"], setup, statement) if octave else None
        cell = lambda x: f"{x:.4f}" if x is not None else "n/a"
        ratio = lambda a, b: f"{a / b:.2f}x" if a is not None and b else "n/a"
        print(f"{name:<16} {cell(fm):>11} {cell(npy):>9} {cell(octv):>9} {ratio(fm, npy):>9} {ratio(fm, octv):>10}")


if __name__ == "__main__":
    main()
