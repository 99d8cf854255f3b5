#!/usr/bin/env python3
"""Element-wise operators, unary math and reductions: ferromat vs NumPy vs
GNU Octave on the same workloads, in one run.

Each workload is written once as a MATLAB expression (run by the release
ferromat binary and by `octave-cli` from a generated .m file timed with
tic/toc) and once as a NumPy expression on Fortran-ordered arrays. Every
time is the best of N repetitions; the table prints the three times and
ferromat's ratio to each, with the target where the issue sets one.

A second table times interpreter loops (`x(i) = v`, `x(end+1) = v`, calls
of a user function and of an anonymous function) in ferromat, Octave and
the equivalent Python loop, as nanoseconds per iteration (the whole loop,
`for` overhead included). These are CPU times of the child process (a run
of N iterations minus a run of none), not wall-clock times, because on a
shared machine wall-clock loop timings swing tenfold. Octave runs fewer
iterations (it is about 50x slower per iteration); the figure is per
iteration either way.

Usage: python3 crates/ferromat-kernels/benches/compare_elementwise.py
           [repetitions] [reduction side] [--loops-only]
           [--only=REGEX] [--rounds=K]
`--only` keeps the workloads whose name matches REGEX. `--rounds=K` runs
every tool K times, alternating (ferromat, Octave, NumPy, ferromat, ...),
and prints each time as the median of the K best-of-N times with the
spread (slowest round / fastest round) beside it: a millisecond workload
on a shared machine needs this to tell a change from noise.
Needs `target/release/ferromat` (cargo build --release -p ferromat);
installs numpy with pip if it is missing. FERROMAT_BIN names another
binary; FERROMAT_BASELINE names a second ferromat binary (an older build)
to time in the same run, printed as the column `before` with the ratio
`/before`, so a change is measured against what it replaced.
"""

import os
import re
import resource
import statistics
import subprocess
import sys
import tempfile
import time

try:
    import numpy as np
except ImportError:
    subprocess.check_call([sys.executable, "-m", "pip", "install", "--quiet", "numpy"])
    import numpy as np

POSITIONAL = [a for a in sys.argv[1:] if not a.startswith("--")]
OPTIONS = dict(a[2:].split("=", 1) for a in sys.argv[1:] if a.startswith("--") and "=" in a)
ROUNDS = int(OPTIONS.get("rounds", "1"))
ONLY = OPTIONS.get("only")
REPETITIONS = int(POSITIONAL[0]) if len(POSITIONAL) > 0 else 5
REDUCE_SIDE = int(POSITIONAL[1]) if len(POSITIONAL) > 1 else 10_000
SMALL_LOOP = 200
ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
FERROMAT = os.environ.get("FERROMAT_BIN", os.path.join(ROOT, "target", "release", "ferromat"))
BASELINE = os.environ.get("FERROMAT_BASELINE")

# (name, setup in MATLAB, MATLAB expression, NumPy setup, NumPy expression,
#  loop count, targets {"numpy": ratio, "octave": ratio})
BIG = {"numpy": 0.8, "octave": 0.5}
SMALL = {"octave": 1.0}
REDUCE = {"numpy": 0.8}


def elementwise_workloads(n):
    setup_m = f"X = rand({n}); B = rand({n}); r = rand(1, {n}); c = rand({n}, 1); s = 0.5;"
    setup_np = (f"X = np.asfortranarray(rng.random(({n}, {n}))); B = np.asfortranarray(rng.random(({n}, {n})));"
                f" r = rng.random((1, {n})); c = rng.random(({n}, 1)); s = 0.5")
    cases = [
        ("X + B", "X + B", "X + B"),
        ("X + s", "X + s", "X + s"),
        ("X + row", "X + r", "X + r"),
        ("X .* col", "X .* c", "X * c"),
        ("X ./ B", "X ./ B", "X / B"),
        ("X > s", "X > s", "X > s"),
        ("exp(X)", "exp(X)", "np.exp(X)"),
        ("sqrt(X)", "sqrt(X)", "np.sqrt(X)"),
        ("abs(X)", "abs(X)", "np.abs(X)"),
        ("floor(X)", "floor(X)", "np.floor(X)"),
        # NumPy rounds halves to even, MATLAB away from zero: same work.
        ("round(X)", "round(X)", "np.round(X)"),
        ("isnan(X)", "isnan(X)", "np.isnan(X)"),
    ]
    # A 1000^2 operation takes 0.1-1 ms: timed once per repetition, the
    # best of a few still caught the warm-up of a fresh process (the first
    # outputs page-fault, idle threads wake), so each repetition runs it ten
    # times, in every tool alike.
    loops = 10 if n <= 1000 else 1
    name_of = (lambda name: f"{name} {n}^2 x{loops}") if loops > 1 else (lambda name: f"{name} {n}^2")
    return [(name_of(name), setup_m, m, setup_np, p, loops, BIG) for name, m, p in cases]


def small_workloads():
    n, loops = 200, SMALL_LOOP
    setup_m = f"S = rand({n}); B = rand({n}); r = rand(1, {n}); c = 0.5;"
    setup_np = f"S = np.asfortranarray(rng.random(({n}, {n}))); B = np.asfortranarray(rng.random(({n}, {n}))); r = rng.random((1, {n})); c = 0.5"
    cases = [
        ("S + c", "S + c", "S + c"),
        ("S .* B", "S .* B", "S * B"),
        ("S + row", "S + r", "S + r"),
        ("exp(S)", "exp(S)", "np.exp(S)"),
    ]
    return [(f"{name} 200^2 x{loops}", setup_m, m, setup_np, p, loops, SMALL) for name, m, p in cases]


def reduction_workloads(n):
    setup_m = f"Y = rand({n});"
    setup_np = f"Y = np.asfortranarray(rng.random(({n}, {n})))"
    cases = [
        ("sum(Y,1)", "sum(Y, 1)", "Y.sum(axis=0)"),
        ("sum(Y,2)", "sum(Y, 2)", "Y.sum(axis=1)"),
        ("sum(Y,'all')", "sum(Y, 'all')", "Y.sum()"),
        ("sum(Y(:))", "sum(Y(:))", "Y.reshape(-1, order='F').sum()"),
        ("mean(Y,1)", "mean(Y, 1)", "Y.mean(axis=0)"),
        ("mean(Y,2)", "mean(Y, 2)", "Y.mean(axis=1)"),
        ("prod(Y,1)", "prod(Y, 1)", "Y.prod(axis=0)"),
        ("any(Y,1)", "any(Y, 1)", "Y.any(axis=0)"),
        ("any(Y,2)", "any(Y, 2)", "Y.any(axis=1)"),
        ("cumsum(Y,1)", "cumsum(Y, 1)", "np.cumsum(Y, axis=0)"),
        ("cumsum(Y,2)", "cumsum(Y, 2)", "np.cumsum(Y, axis=1)"),
    ]
    return [(f"{name} {n}^2", setup_m, m, setup_np, p, 1, REDUCE) for name, m, p in cases]


def matlab_script(workloads):
    """One .m file timing every workload: best of REPETITIONS, each
    repetition running the expression `loops` times."""
    lines = []
    for index, (name, setup, expression, _, _, loops, _) in enumerate(workloads):
        # A workload one tool lacks (Octave 7 has no sum(..., 'all')) is
        # reported as missing instead of stopping the run.
        lines.append("try")
        lines.append(setup)
        lines.append("best = Inf;")
        lines.append(f"for rep = 1:{REPETITIONS}")
        lines.append("  tic;")
        lines.append(f"  for k = 1:{loops}")
        lines.append(f"    Z = {expression};")
        lines.append("  end")
        lines.append("  best = min(best, toc);")
        lines.append("end")
        lines.append(f"fprintf('%d %.6f\\n', {index}, best);")
        lines.append("catch")
        lines.append("end")
        lines.append("clear Z;")
    return "\n".join(lines) + "\n"


def run_matlab(command, workloads):
    with tempfile.TemporaryDirectory() as directory:
        path = os.path.join(directory, "bench_elementwise.m")
        with open(path, "w") as handle:
            handle.write(matlab_script(workloads))
        output = subprocess.run(command + [path], check=False, capture_output=True, text=True).stdout
    times = {}
    for line in output.splitlines():
        parts = line.split()
        if len(parts) == 2 and parts[0].isdigit():
            times[int(parts[0])] = float(parts[1])
    return times


def run_numpy(workloads):
    rng = np.random.default_rng(42)
    times = {}
    for index, (_, _, _, setup, expression, loops, _) in enumerate(workloads):
        scope = {"np": np, "rng": rng}
        exec(setup, scope)
        code = compile(expression, "<workload>", "eval")
        best = float("inf")
        for _ in range(REPETITIONS):
            start = time.perf_counter()
            for _ in range(loops):
                eval(code, scope)
            best = min(best, time.perf_counter() - start)
        times[index] = best
    return times


def verdict(ratio, target):
    if target is None:
        return ""
    return f"<={target} {'ok' if ratio <= target else 'MISSED'}"


# (name, MATLAB setup, MATLAB loop body over i, Python setup, Python body
#  over i, target ns per iteration)
LOOPS = [
    ("x(i) = v", "x = zeros(1, N);", "x(i) = i;", "x = np.zeros(N)", "x[i] = i", 50),
    ("x(end+1) = v", "x = [];", "x(end+1) = i;", "x = []", "x.append(i)", 100),
    ("y = f(x) (user fn)", "y = 0;", "y = bench_increment(i);", "def f(v):\n    return v + 1",
     "y = f(i)", 300),
    ("y = g(x) (anonymous)", "g = @(v) v + 1;", "y = g(i);", "g = lambda v: v + 1", "y = g(i)", 300),
    ("s = s + x(i) (read)", "x = rand(1, N); s = 0;", "s = s + x(i);", "x = np.random.rand(N); s = 0.0",
     "s = s + x[i]", None),
]
# The user function the call workloads use, written beside the script.
USER_FUNCTION = "function y = bench_increment(v)\n  y = v + 1;\nend\n"


def loop_script(index, iterations):
    _, setup, body, *_rest = LOOPS[index]
    return "\n".join([f"N = {iterations};", setup, "for i = 1:N", f"  {body}", "end"]) + "\n"


def child_cpu_seconds(command, cwd):
    """CPU time (user + system) of one run of `command`: on a machine other
    jobs load, wall-clock loop timings swing tenfold while CPU time holds."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    subprocess.run(command, check=False, capture_output=True, cwd=cwd)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def run_loops(command, iterations):
    """Seconds of CPU per iteration of each loop: a run of `iterations`
    minus a run of none (start-up and setup), best of three each."""
    times = {}
    with tempfile.TemporaryDirectory() as directory:
        with open(os.path.join(directory, "bench_increment.m"), "w") as handle:
            handle.write(USER_FUNCTION)
        for index in range(len(LOOPS)):
            costs = []
            for count in (0, iterations):
                path = os.path.join(directory, f"bench_loop_{count}.m")
                with open(path, "w") as handle:
                    handle.write(loop_script(index, count))
                costs.append(min(child_cpu_seconds(command + [path], directory) for _ in range(3)))
            times[index] = max(costs[1] - costs[0], 0.0) / iterations
    return times


def python_loops(iterations):
    times = {}
    for index, (_, _, _, setup, body, _) in enumerate(LOOPS):
        scope = {"np": np, "N": iterations}
        exec(setup, scope)
        code = compile(f"for i in range(N):\n    {body}\n", "<loop>", "exec")
        best = float("inf")
        for _ in range(3):
            start = time.process_time()
            exec(code, scope)
            best = min(best, time.process_time() - start)
        times[index] = best / iterations
    return times


def print_loops():
    ours = run_loops([FERROMAT], 1_000_000)
    octave = run_loops(["octave-cli", "--no-gui", "--norc"], 100_000)
    python = python_loops(1_000_000)
    print()
    print(f"{'loop (ns per iteration)':<30}{'ferromat':>10}{'python':>10}{'octave':>10}{'/octave':>8}  target")
    for index, (name, *_rest, target) in enumerate(LOOPS):
        f, p, o = ours.get(index), python.get(index), octave.get(index)
        if f is None:
            print(f"{name:<30}{'failed':>10}")
            continue
        ns = lambda t: t * 1e9 if t is not None else float("nan")
        ro = f / o if o else float("nan")
        note = f"<={target} ns {'ok' if ns(f) <= target else 'MISSED'}" if target else ""
        print(f"{name:<30}{ns(f):>10.1f}{ns(p):>10.1f}{ns(o):>10.1f}{ro:>8.3f}  {note}")


def main():
    if not os.path.exists(FERROMAT):
        sys.exit(f"{FERROMAT} missing: cargo build --release -p ferromat")
    if "--loops-only" in sys.argv:
        print_loops()
        return
    workloads = (elementwise_workloads(1000) + elementwise_workloads(4000) + small_workloads()
                 + reduction_workloads(REDUCE_SIDE))
    if ONLY:
        workloads = [w for w in workloads if re.search(ONLY, w[0])]
    runs = {"ours": [], "before": [], "octave": [], "numpy": []}
    for _ in range(ROUNDS):
        runs["ours"].append(run_matlab([FERROMAT], workloads))
        runs["before"].append(run_matlab([BASELINE], workloads) if BASELINE else {})
        runs["octave"].append(run_matlab(["octave-cli", "--no-gui", "--norc"], workloads))
        runs["numpy"].append(run_numpy(workloads))
    ours, before, octave, numpy = (median_times(runs[k]) for k in ("ours", "before", "octave", "numpy"))
    if ROUNDS > 1:
        print(f"median of {ROUNDS} rounds, each the best of {REPETITIONS}; "
              "spread = slowest round / fastest round")
    extra = f"{'before':>10}{'/before':>8}" if BASELINE else ""
    spread = f"{'spread f':>9}{'spread n':>9}" if ROUNDS > 1 else ""
    print(f"{'workload':<30}{'ferromat':>10}{'numpy':>10}{'octave':>10}{'/numpy':>8}{'/octave':>8}{extra}{spread}  targets")
    for index, (name, *_rest, targets) in enumerate(workloads):
        f, n, o = ours.get(index), numpy.get(index), octave.get(index)
        if f is None:
            print(f"{name:<30}{'failed':>10}")
            continue
        rn = f / n if n else float("nan")
        ro = f / o if o else float("nan")
        notes = " ".join(filter(None, [verdict(rn, targets.get("numpy")) and "numpy " + verdict(rn, targets.get("numpy")),
                                       verdict(ro, targets.get("octave")) and "octave " + verdict(ro, targets.get("octave"))]))
        b = before.get(index)
        extra = f"{(b or float('nan')):>10.4f}{(f / b if b else float('nan')):>8.2f}" if BASELINE else ""
        if ROUNDS > 1:
            extra += f"{spread_of(runs['ours'], index):>9.2f}{spread_of(runs['numpy'], index):>9.2f}"
        print(f"{name:<30}{f:>10.4f}{n:>10.4f}{(o or float('nan')):>10.4f}{rn:>8.2f}{ro:>8.2f}{extra}  {notes}")
    if not ONLY:
        print_loops()


def median_times(rounds):
    """Each workload's median over the rounds that timed it."""
    merged = {}
    for index in set().union(*rounds) if rounds else ():
        times = [r[index] for r in rounds if index in r]
        merged[index] = statistics.median(times)
    return merged


def spread_of(rounds, index):
    times = [r[index] for r in rounds if index in r]
    return max(times) / min(times) if times and min(times) > 0 else float("nan")


if __name__ == "__main__":
    main()
