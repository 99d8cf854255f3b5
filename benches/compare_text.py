#!/usr/bin/env python3
"""Text and containers.Map on 1e6 elements: ferromat against Python, in one run.

Times the workloads of the text issue's speed requirement: `regexprep`
(and `regexp`) over a 1e6-element cellstr against Python's `re` with a
precompiled pattern, and `containers.Map` with 1e6 inserts and lookups in a
loop (char and double keys) against a Python `dict` in a for loop, plus
`isKey` and `values` over a cell of 1e6 keys. The same work runs in both:
the release `ferromat` binary runs a generated .m script timed with tic/toc,
Python times each workload with time.perf_counter; data generation is not
timed in either. Every time is the best of N repetitions, and the rounds
alternate between the two so that a busy moment of a shared machine hits
both. Each workload's result is checked to agree between the two (one
sample value per workload), so a ratio never compares different work.

Usage: python3 benches/compare_text.py [FERROMAT] [--repetitions N]
       [--rounds N] [--size N]
FERROMAT defaults to target/release/ferromat (cargo build --release -p
ferromat), or the binary FERROMAT_BIN names. Needs only the standard library.
"""

import argparse
import os
import re
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DEFAULT_BIN = os.environ.get("FERROMAT_BIN", os.path.join(ROOT, "target", "release", "ferromat"))

SWAP = re.compile(r"(\w+)@(\w+)")
DIGITS = re.compile(r"\d+")


def py_insert_char(state):
    keys = state["L"]
    d = {}
    for k in range(len(keys)):
        d[keys[k]] = k + 1
    state["d"] = d
    return d


def py_lookup_char(state):
    keys, d = state["L"], state["d"]
    s = 0
    for k in range(len(keys)):
        s = s + d[keys[k]]
    return s


def py_insert_double(state):
    e = {}
    for k in range(1, len(state["L"]) + 1):
        e[k] = k
    state["e"] = e
    return e


def py_lookup_double(state):
    e = state["e"]
    s = 0
    for k in range(1, len(state["L"]) + 1):
        s = s + e[k]
    return s


# (name, MATLAB setup run untimed before each repetition, timed MATLAB
#  statement, MATLAB expression giving a char sample of the result,
#  Python callable of the state, Python sample of its result)
WORKLOADS = [
    ("regexprep (\\w+)@(\\w+) -> $2.$1", "",
     "R = regexprep(C, '(\\w+)@(\\w+)', '$2.$1');", "R{end}",
     lambda st: [SWAP.sub(r"\2.\1", s) for s in st["L"]], lambda r: r[-1]),
    ("regexprep \\d+ -> #", "",
     "R = regexprep(C, '\\d+', '#');", "R{end}",
     lambda st: [DIGITS.sub("#", s) for s in st["L"]], lambda r: r[-1]),
    ("regexp \\d+ 'match' 'once'", "",
     "R = regexp(C, '\\d+', 'match', 'once');", "R{end}",
     lambda st: [m.group(0) if m else "" for m in map(DIGITS.search, st["L"])], lambda r: r[-1]),
    ("regexp (\\w+)@(\\w+) 'tokens'", "",
     "R = regexp(C, '(\\w+)@(\\w+)', 'tokens');", "strjoin(R{end}{1}, '|')",
     lambda st: [[list(t) for t in SWAP.findall(s)] for s in st["L"]], lambda r: "|".join(r[-1][0])),
    ("Map char: 1e6 M(key) = k", "M = containers.Map();",
     "for k = 1:N, M(C{k}) = k; end", "num2str(M.Count)",
     py_insert_char, lambda r: str(len(r))),
    ("Map char: 1e6 s + M(key)", "",
     "s = 0; for k = 1:N, s = s + M(C{k}); end", "num2str(s)",
     py_lookup_char, str),
    ("Map double: 1e6 M(k) = k", "D = containers.Map('KeyType', 'double', 'ValueType', 'any');",
     "for k = 1:N, D(k) = k; end", "num2str(D.Count)",
     py_insert_double, lambda r: str(len(r))),
    ("Map double: 1e6 s + M(k)", "",
     "s = 0; for k = 1:N, s = s + D(k); end", "num2str(s)",
     py_lookup_double, str),
    ("isKey(M, 1e6 keys)", "",
     "tf = isKey(M, C);", "num2str(nnz(tf))",
     lambda st: [k in st["d"] for k in st["L"]], lambda r: str(sum(r))),
    ("values(M, 1e6 keys)", "",
     "v = values(M, C);", "num2str(v{end})",
     lambda st: [st["d"][k] for k in st["L"]], lambda r: str(r[-1])),
]


def ferromat_times(binary, n, repetitions):
    lines = [f"N = {n}; s = sprintf('user%d@host%d,', [1:N; mod(1:N, 97)]); "
             "C = strsplit(s(1:end-1), ',');"]
    for name, setup, statement, check, _, _ in WORKLOADS:
        label = name.replace("'", "''")
        statement = statement.rstrip(";")
        lines.append(f"best = Inf; for rep = 1:{repetitions}, {setup} t = tic; {statement}; "
                     f"best = min(best, toc(t)); end; "
                     f"fprintf('%s\\t%.6f\\t%s\\n', '{label}', best, {check});")
    with tempfile.NamedTemporaryFile("w", suffix=".m", delete=False) as f:
        f.write("\n".join(lines) + "\n")
        path = f.name
    try:
        run = subprocess.run([binary, path], capture_output=True, text=True)
        if run.returncode != 0:
            sys.exit(f"ferromat failed ({run.returncode}):\n{run.stdout}{run.stderr}")
        output = run.stdout
    finally:
        os.unlink(path)
    rows = (line.split("\t") for line in output.splitlines() if line.count("\t") == 2)
    return {name: (float(t), sample) for name, t, sample in rows}


def python_times(n, repetitions):
    state = {"L": [f"user{k}@host{k % 97}" for k in range(1, n + 1)]}
    times = {}
    for name, _, _, _, work, sample in WORKLOADS:
        best = float("inf")
        for _ in range(repetitions):
            start = time.perf_counter()
            result = work(state)
            best = min(best, time.perf_counter() - start)
        times[name] = (best, sample(result))
    return times


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("ferromat", nargs="?", default=DEFAULT_BIN)
    parser.add_argument("--repetitions", type=int, default=3)
    parser.add_argument("--rounds", type=int, default=2)
    parser.add_argument("--size", type=int, default=1_000_000)
    args = parser.parse_args()
    ours, theirs, samples = {}, {}, {}
    for _ in range(args.rounds):
        for name, (t, sample) in ferromat_times(args.ferromat, args.size, args.repetitions).items():
            ours[name] = min(t, ours.get(name, float("inf")))
            samples.setdefault(name, [None, None])[0] = sample
        for name, (t, sample) in python_times(args.size, args.repetitions).items():
            theirs[name] = min(t, theirs.get(name, float("inf")))
            samples.setdefault(name, [None, None])[1] = sample
    print(f"Python {sys.version.split()[0]}; best of {args.repetitions} x {args.rounds} rounds; "
          f"{args.size} elements")
    print(f"{'workload':34} {'ferromat s':>11} {'Python s':>9} {'ratio':>7}  target 1.0")
    mismatched = []
    for name, *_ in WORKLOADS:
        ratio = ours[name] / theirs[name]
        mark = "met" if ratio <= 1.0 else "MISSED"
        print(f"{name:34} {ours[name]:11.4f} {theirs[name]:9.4f} {ratio:6.2f}x  {mark}")
        if samples[name][0] != samples[name][1]:
            mismatched.append(f"{name}: ferromat {samples[name][0]!r}, Python {samples[name][1]!r}")
    for line in mismatched:
        print(f"RESULTS DIFFER: {line}")
    return 1 if mismatched else 0


if __name__ == "__main__":
    sys.exit(main())
