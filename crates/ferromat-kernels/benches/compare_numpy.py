#!/usr/bin/env python3
"""Compare ferromat-kernels with NumPy on the reference workloads, in one run.

Builds and runs `examples/bench_workloads.rs` (release), times the same
workloads in NumPy (best of N), and prints our time, NumPy's, the ratio and
the target ratio for each. Installs numpy with pip if it is missing.

Usage: python3 crates/ferromat-kernels/benches/compare_numpy.py [repetitions]
"""

import os
import subprocess
import sys
import time

try:
    import numpy as np
except ImportError:
    subprocess.check_call([sys.executable, "-m", "pip", "install", "--quiet", "numpy"])
    import numpy as np

REPETITIONS = int(sys.argv[1]) if len(sys.argv) > 1 else 5
VECTOR_LEN = 100_000_000
SIDE = 10_000
CRATE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def best_of(work):
    best = float("inf")
    for _ in range(REPETITIONS):
        start = time.perf_counter()
        work()
        best = min(best, time.perf_counter() - start)
    return best


def ours():
    command = ["cargo", "run", "--quiet", "--release", "--manifest-path",
               os.path.join(CRATE, "Cargo.toml"), "--example", "bench_workloads", "--", str(REPETITIONS)]
    output = subprocess.run(command, check=True, capture_output=True, text=True).stdout
    return {name: float(seconds) for name, seconds in (line.split() for line in output.splitlines() if line.strip())}


def numpy_times():
    rng = np.random.default_rng(42)
    times = {}
    x = rng.random(VECTOR_LEN)
    times["max_all"] = best_of(lambda: x.max())
    times["max_all_with_index"] = best_of(lambda: (x.max(), x.argmax()))
    times["sum_stream"] = best_of(lambda: x.sum())
    del x
    a = np.asfortranarray(rng.random((SIDE, SIDE)))
    times["columnwise_max_index"] = best_of(lambda: (a.max(axis=0), a.argmax(axis=0)))
    times["rowwise_max_index"] = best_of(lambda: (a.max(axis=1), a.argmax(axis=1)))
    row = rng.random((1, SIDE))
    times["elementwise_row"] = best_of(lambda: np.maximum(a, row))
    return times


def main():
    rust = ours()
    numpy = numpy_times()
    print(f"{'workload':<24}{'ours (s)':>12}{'numpy (s)':>12}{'ratio':>9}  target")
    targets = {
        "max_all": ("numpy", 0.8),
        "max_all_with_index": ("numpy", 0.5),
        "columnwise_max_index": ("numpy", 0.6),
        "elementwise_row": ("numpy", 0.7),
    }
    for name in ["max_all", "max_all_with_index", "sum_stream", "columnwise_max_index",
                 "rowwise_max_index", "elementwise_row"]:
        ratio = rust[name] / numpy[name]
        target = targets.get(name)
        note = f"<= {target[1]} x numpy: {'ok' if ratio <= target[1] else 'MISSED'}" if target else "(info)"
        print(f"{name:<24}{rust[name]:>12.4f}{numpy[name]:>12.4f}{ratio:>9.2f}  {note}")
    rowwise = rust["rowwise_max_index"] / rust["columnwise_max_index"]
    streaming = rust["max_all"] / rust["sum_stream"]
    print(f"rowwise / our columnwise: {rowwise:.2f} (target <= 1.3: {'ok' if rowwise <= 1.3 else 'MISSED'})")
    print(f"max_all / our streaming sum: {streaming:.2f} (target <= 1.5: {'ok' if streaming <= 1.5 else 'MISSED'})")


if __name__ == "__main__":
    main()
