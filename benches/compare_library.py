#!/usr/bin/env python3
"""The numeric library on 1e7 doubles: ferromat against NumPy, in one run.

Times the workloads the numeric-library issue names (`sin`, `exp`, `mean`,
`std`, `median`, `unique`, `sort`, `cumsum`, `histcounts`, `interp1`), each
on a vector of 1e7 uniform random doubles, in the release `ferromat` binary
(a generated .m script timed with tic/toc) and in NumPy, and prints both
times and their ratio (ours / NumPy: at most 1.0 is the target). Every time
is the best of N repetitions, and the workloads alternate between the two
so that a busy moment of a shared machine hits both.

Usage: python3 benches/compare_library.py [repetitions] [rounds]
Needs target/release/ferromat (cargo build --release -p ferromat), or the
binary FERROMAT_BIN names; installs numpy with pip if it is missing.
"""

import os
import subprocess
import sys
import tempfile
import time

try:
    import numpy as np
except ImportError:
    subprocess.check_call([sys.executable, "-m", "pip", "install", "--quiet", "numpy"])
    import numpy as np

REPETITIONS = int(sys.argv[1]) if len(sys.argv) > 1 else 5
ROUNDS = int(sys.argv[2]) if len(sys.argv) > 2 else 2
N = 10_000_000
GRID = 1_000
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FERROMAT = os.environ.get("FERROMAT_BIN", os.path.join(ROOT, "target", "release", "ferromat"))

# (name, MATLAB statement, NumPy callable of (x, xg, yg))
WORKLOADS = [
    ("sin", "y = sin(x);", lambda x, xg, yg: np.sin(x)),
    ("exp", "y = exp(x);", lambda x, xg, yg: np.exp(x)),
    ("mean", "y = mean(x);", lambda x, xg, yg: np.mean(x)),
    ("std", "y = std(x);", lambda x, xg, yg: np.std(x, ddof=1)),
    ("median", "y = median(x);", lambda x, xg, yg: np.median(x)),
    ("unique", "y = unique(x);", lambda x, xg, yg: np.unique(x)),
    ("sort", "y = sort(x);", lambda x, xg, yg: np.sort(x)),
    ("cumsum", "y = cumsum(x);", lambda x, xg, yg: np.cumsum(x)),
    ("histcounts 100 bins", "y = histcounts(x, 100);", lambda x, xg, yg: np.histogram(x, 100)),
    ("interp1 linear, 1e3 grid", "y = interp1(xg, yg, x);", lambda x, xg, yg: np.interp(x, xg, yg)),
]


def ferromat_times():
    lines = [f"x = rand({N}, 1); xg = linspace(0, 1, {GRID})'; yg = sin(7 * xg);"]
    for name, statement, _ in WORKLOADS:
        lines.append(f"best = Inf; for k = 1:{REPETITIONS}, t = tic; {statement} "
                     f"best = min(best, toc(t)); end; fprintf('%s\\t%.6f\\n', '{name}', best);")
    with tempfile.NamedTemporaryFile("w", suffix=".m", delete=False) as f:
        f.write("\n".join(lines) + "\n")
        path = f.name
    try:
        output = subprocess.run([FERROMAT, path], check=True, capture_output=True, text=True).stdout
    finally:
        os.unlink(path)
    return {name: float(t) for name, t in (line.split("\t") for line in output.splitlines() if "\t" in line)}


def numpy_times():
    rng = np.random.default_rng(1)
    x = rng.random(N)
    xg = np.linspace(0, 1, GRID)
    yg = np.sin(7 * xg)
    times = {}
    for name, _, work in WORKLOADS:
        best = float("inf")
        for _ in range(REPETITIONS):
            start = time.perf_counter()
            work(x, xg, yg)
            best = min(best, time.perf_counter() - start)
        times[name] = best
    return times


def main():
    ours, theirs = {}, {}
    for _ in range(ROUNDS):
        for name, t in ferromat_times().items():
            ours[name] = min(t, ours.get(name, float("inf")))
        for name, t in numpy_times().items():
            theirs[name] = min(t, theirs.get(name, float("inf")))
    print(f"numpy {np.__version__}; best of {REPETITIONS} x {ROUNDS} rounds; 1e7 doubles")
    print(f"{'workload':28} {'ferromat s':>11} {'numpy s':>9} {'ratio':>7}  target 1.0")
    for name, _, _ in WORKLOADS:
        ratio = ours[name] / theirs[name]
        mark = "met" if ratio <= 1.0 else "MISSED"
        print(f"{name:28} {ours[name]:11.4f} {theirs[name]:9.4f} {ratio:6.2f}x  {mark}")


if __name__ == "__main__":
    main()
