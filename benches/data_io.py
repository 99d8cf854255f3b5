#!/usr/bin/env python3
"""Times ferromat's readmatrix on a 1e6x10 numeric CSV against pandas
read_csv and numpy loadtxt, and ferromat's save/load of a large double
vector against np.save/np.load, in one run on the same files.

Usage: python3 benches/data_io.py [path/to/ferromat] [n_elements_for_mat]
(needs numpy and pandas: pip install numpy pandas; only this script does).
"""
import os
import subprocess
import sys
import tempfile
import time

import numpy as np
import pandas as pd

FERROMAT = sys.argv[1] if len(sys.argv) > 1 else "target/release/ferromat"
MAT_ELEMENTS = int(float(sys.argv[2])) if len(sys.argv) > 2 else 10**8


def timed(label, fn):
    start = time.perf_counter()
    fn()
    elapsed = time.perf_counter() - start
    print(f"{label:<40} {elapsed:8.3f} s")
    return elapsed


def ferromat(code):
    """Runs code in ferromat and returns the seconds it reports with tic/toc."""
    out = subprocess.run([FERROMAT, "-e", code], capture_output=True, text=True, check=True).stdout
    return float(out.strip().splitlines()[-1])


def main():
    folder = tempfile.mkdtemp(prefix="ferromat-bench-")
    csv = os.path.join(folder, "big.csv")
    rng = np.random.default_rng(1)
    data = rng.standard_normal((10**6, 10))
    np.savetxt(csv, data, delimiter=",", fmt="%.15g")
    print(f"CSV: {os.path.getsize(csv) / 1e6:.0f} MB, 1e6 x 10")
    t_pandas = timed("pandas read_csv", lambda: pd.read_csv(csv, header=None).to_numpy())
    t_loadtxt = timed("numpy loadtxt", lambda: np.loadtxt(csv, delimiter=","))
    t_ferro = ferromat(f"tic; A = readmatrix('{csv}'); t = toc; assert(isequal(size(A), [1e6 10])); disp(t)")
    print(f"{'ferromat readmatrix':<40} {t_ferro:8.3f} s")
    print(f"ratio ferromat/pandas {t_ferro / t_pandas:.2f}, ferromat/loadtxt {t_ferro / t_loadtxt:.2f}")

    npy = os.path.join(folder, "big.npy")
    mat = os.path.join(folder, "big.mat")
    x = rng.standard_normal(MAT_ELEMENTS)
    t_npsave = timed(f"np.save {MAT_ELEMENTS:.0e} doubles", lambda: np.save(npy, x))
    t_npload = timed("np.load", lambda: np.load(npy))
    code = (
        f"x = randn({MAT_ELEMENTS}, 1); tic; save('{mat}', 'x', '-v6'); t1 = toc; clear x; "
        f"tic; load('{mat}'); t2 = toc; disp(t1); disp(t2)"
    )
    out = subprocess.run([FERROMAT, "-e", code], capture_output=True, text=True, check=True).stdout.split()
    t_save, t_load = float(out[-2]), float(out[-1])
    print(f"{'ferromat save -v6':<40} {t_save:8.3f} s  ({t_save / t_npsave:.2f}x np.save)")
    print(f"{'ferromat load':<40} {t_load:8.3f} s  ({t_load / t_npload:.2f}x np.load)")
    for f in (csv, npy, mat):
        os.remove(f)
    os.rmdir(folder)


if __name__ == "__main__":
    main()
