#!/usr/bin/env python3
"""Octave self-test corpus: runs the `%!` test blocks of GNU Octave's m-files
through ferromat, one case per process, and reports which cases fail.

A case is one `%!test`, `%!assert`, `%!error` or `%!fail` block, preceded by
the code of the `%!shared` block before it and followed by the file's
`%!function` blocks as local functions. `%!error` cases pass when the code
raises any error (Octave's message patterns are not MATLAB's texts).
Cases that need a build feature (`%!testif`), known-failing ones (`%!xtest`)
and demos are skipped.

usage:
  tools/octave_corpus.py extract OCTAVE_SOURCE_DIR OUT_DIR [SUBDIR ...]
(SUBDIR may be a path such as libinterp/corefcn; its last part names the family)
  tools/octave_corpus.py run FERROMAT_BINARY OUT_DIR [--octave] [--match REGEX] [--results NAME.json]
  tools/octave_corpus.py report OUT_DIR
`--match` runs only the cases whose name (`family__function__NNN`) matches;
`--results` keeps their results in a file of that name (so several people
can run subsets side by side); the baseline of what Octave passes is always
read from results.json.
`run --octave` also runs each case with octave-cli to learn which cases
Octave itself passes (the baseline). Not part of CI; CI never needs Octave."""
import json, os, re, subprocess, sys, glob, concurrent.futures

DEFAULT_DIRS = ["elfun", "general", "linear-algebra", "miscellaneous", "polynomial",
                "set", "signal", "sparse", "specfun", "special-matrix", "statistics",
                "strings", "time", "optimization", "ode", "+containers", "geometry", "io"]


def blocks_of(text):
    """Yields (kind, rest-of-first-line, body) for each `%!` block."""
    current = None
    for line in text.splitlines():
        if not line.startswith("%!"):
            if current:
                yield current
                current = None
            continue
        content = line[2:]
        head = re.match(r"([a-z]+)\b(.*)$", content)
        if head and head.group(1) in ("test", "assert", "error", "warning", "shared", "function",
                                       "endfunction", "fail", "xtest", "testif", "demo"):
            if current:
                yield current
            current = [head.group(1), head.group(2), []]
        elif current is not None:
            current[2].append(content)
    if current:
        yield current


def cases_of(path):
    text = open(path, encoding="utf-8", errors="replace").read()
    shared, functions, cases = "", [], []
    for kind, rest, body in blocks_of(text):
        code = "\n".join(body)
        if kind == "shared":
            names = [n for n in re.split(r"[\s,]+", rest.strip()) if n]
            shared = "".join(f"{n} = [];\n" for n in names) + code + "\n"
        elif kind == "function":
            functions.append("function" + rest + "\n" + code + "\nend\n")
        elif kind in ("test", "assert", "fail"):
            first = re.sub(r"^\s*<[^>]*>", "", rest) if kind == "test" else rest
            prefix = {"test": "", "assert": "assert", "fail": "fail"}[kind]
            cases.append((kind, shared, prefix + first + "\n" + code + "\n"))
        elif kind == "error":
            # %!error <pattern> code  /  %!error id=ID code
            first = re.sub(r"^\s*(<[^>]*>|id=\S+)\s*", "", rest)
            first = re.sub(r"^\s*(<[^>]*>)\s*", "", first)
            cases.append(("error", shared, first + "\n" + code + "\n"))
    return [(kind, shared, body, functions) for kind, shared, body in cases]


OCTAVE_ESCAPES = {"n": "\n", "t": "\t", "\\": "\\", '"': '"', "'": "'", "r": "\r", "a": "\a", "0": "\0"}


def char_literal(content):
    """A MATLAB char expression equal to Octave's double-quoted `content`
    (backslash escapes processed, as Octave does for "...")."""
    text, i = [], 0
    while i < len(content):
        c = content[i]
        if c == "\\" and i + 1 < len(content) and content[i + 1] in OCTAVE_ESCAPES:
            text.append(OCTAVE_ESCAPES[content[i + 1]])
            i += 2
        elif c == '"' and content[i + 1:i + 2] == '"':
            text.append('"')
            i += 2
        else:
            text.append(c)
            i += 1
    parts, run = [], ""
    for c in "".join(text):
        if c.isprintable():
            run += c.replace("'", "''")
        else:
            if run:
                parts.append("'" + run + "'")
                run = ""
            parts.append(f"char({ord(c)})")
    if run or not parts:
        parts.append("'" + run + "'")
    return parts[0] if len(parts) == 1 else "[" + " ".join(parts) + "]"


def octave_quotes_to_char(code):
    """Rewrites Octave's double-quoted literals, which are char arrays in
    Octave, as MATLAB char literals: in MATLAB "..." is a string, so the
    test would otherwise measure the quote dialect instead of the function.
    Single-quoted literals, transposes and comments are left alone."""
    out, i, n = [], 0, len(code)
    previous = ""  # last significant character, to tell ' (transpose) from a literal
    while i < n:
        c = code[i]
        if c in "%#" :
            end = code.find("\n", i)
            end = n if end < 0 else end
            out.append(code[i:end])
            i = end
            continue
        if c == "'" and not (previous.isalnum() or previous in "_)]}.'\""):
            j = i + 1
            while j < n and code[j] != "\n":
                if code[j] == "'":
                    if code[j + 1:j + 2] == "'":
                        j += 2
                        continue
                    break
                j += 1
            out.append(code[i:j + 1])
            previous = "'"
            i = j + 1
            # a closing quote is not a transpose
            previous = " "
            continue
        if c == '"':
            j = i + 1
            while j < n and code[j] != "\n":
                if code[j] == "\\":
                    j += 2
                    continue
                if code[j] == '"':
                    if code[j + 1:j + 2] == '"':
                        j += 2
                        continue
                    break
                j += 1
            out.append(char_literal(code[i + 1:j]))
            previous = ")"
            i = j + 1
            continue
        out.append(c)
        if not c.isspace():
            previous = c
        i += 1
    return "".join(out)


def script_for(kind, shared, body, functions, octave):
    if kind == "error":
        main = ("corpus_raised = false;\ntry\n" + shared + body +
                "catch\ncorpus_raised = true;\nend\nif ~corpus_raised, error('corpus:noerror', 'expected an error'); end\n")
    else:
        main = shared + body
    if octave:
        return "1;\n" + "".join(functions) + main
    return octave_quotes_to_char(main + "\n" + "".join(functions))


def extract(octave_dir, out_dir, subdirs):
    os.makedirs(out_dir, exist_ok=True)
    index = []
    for sub in subdirs or DEFAULT_DIRS:
        # m-files carry their tests after the code; Octave's C++ builtins
        # (libinterp/*.cc) and language tests (test/*.tst) carry the same
        # `%!` blocks, inside comments or alone.
        family = os.path.basename(sub.rstrip("/")).strip("+")
        paths = [path for pattern in ("*.m", "*.cc", "*.tst")
                 for path in glob.glob(os.path.join(octave_dir, sub, "**", pattern), recursive=True)]
        for path in sorted(paths):
            name = os.path.splitext(os.path.basename(path))[0].replace("-", "_")
            for number, (kind, shared, body, functions) in enumerate(cases_of(path)):
                case = f"{family}__{name}__{number:03d}"
                for octave in (False, True):
                    folder = os.path.join(out_dir, "octave" if octave else "ferromat")
                    os.makedirs(folder, exist_ok=True)
                    with open(os.path.join(folder, case + ".m"), "w") as f:
                        f.write(script_for(kind, shared, body, functions, octave))
                index.append({"case": case, "function": name, "family": family, "kind": kind})
    json.dump(index, open(os.path.join(out_dir, "index.json"), "w"), indent=0)
    print(len(index), "cases")


def run_one(command, cwd):
    try:
        p = subprocess.run(command, cwd=cwd, capture_output=True, timeout=30, stdin=subprocess.DEVNULL)
        lines = [l for l in p.stderr.decode(errors="replace").splitlines() if l.strip()]
        parse = [l for l in lines if l.startswith("Error: ")]
        message = parse[0] if parse else (lines[0] if lines else "")
        if message.startswith("Error using") and len(lines) > 1:
            message += ": " + lines[1]
        return p.returncode == 0, message[:300]
    except subprocess.TimeoutExpired:
        return False, "TIMEOUT"


def run(binary, out_dir, with_octave, match=None, results_name="results.json"):
    index = json.load(open(os.path.join(out_dir, "index.json")))
    if match:
        index = [entry for entry in index if re.search(match, entry["case"])]
    results_path = os.path.join(out_dir, results_name)
    results = json.load(open(results_path)) if os.path.exists(results_path) else {}
    scratch = os.path.join(out_dir, "scratch")
    os.makedirs(scratch, exist_ok=True)
    # Cases run with the scratch folder as working directory.
    binary = os.path.abspath(binary)

    def job(entry):
        case = entry["case"]
        row = dict(results.get(case, {}))
        ok, err = run_one([binary, os.path.abspath(os.path.join(out_dir, "ferromat", case + ".m"))], scratch)
        row["ferromat"], row["ferromat_error"] = ok, err
        return case, row

    if with_octave:
        octave_baseline(index, out_dir, scratch, results)
        # The baseline takes minutes; keep it even if the ferromat run fails.
        json.dump(results, open(results_path, "w"), indent=0)

    with concurrent.futures.ThreadPoolExecutor(max_workers=2) as pool:
        for case, row in pool.map(job, index):
            results[case] = row
    json.dump(results, open(results_path, "w"), indent=0)
    report(out_dir, results_name, match)


def octave_baseline(index, out_dir, scratch, results):
    """One octave-cli process per family runs every case with `run` inside
    try/catch (one process per case would take an hour)."""
    families = {}
    for entry in index:
        if "octave" not in results.get(entry["case"], {}):
            families.setdefault(entry["family"], []).append(entry["case"])
    for family, cases in families.items():
        lines = ["more off; warning('off', 'all');"]
        for case in cases:
            path = os.path.abspath(os.path.join(out_dir, "octave", case + ".m"))
            lines.append(f"try, __corpus_run('{path}'); printf('CASE {case} OK\\n'); "
                         f"catch e, printf('CASE {case} FAIL %s\\n', strrep(e.message, char(10), ' ')); end")
        driver = os.path.join(scratch, "octave_driver.m")
        open(driver, "w").write("\n".join(lines) + "\n")
        open(os.path.join(scratch, "__corpus_run.m"), "w").write(
            "function __corpus_run(path)\n  evalc('run(path)');\nend\n")
        p = subprocess.run(["octave-cli", "--norc", "--no-gui", "-q", driver], cwd=scratch,
                           capture_output=True, timeout=3600, stdin=subprocess.DEVNULL)
        for line in p.stdout.decode(errors="replace").splitlines():
            m = re.match(r"CASE (\S+) (OK|FAIL) ?(.*)$", line)
            if m:
                row = results.setdefault(m.group(1), {})
                row["octave"] = m.group(2) == "OK"
                row["octave_error"] = m.group(3)[:300]
        print(family, "octave done", flush=True)


def report(out_dir, results_name="results.json", match=None):
    index = json.load(open(os.path.join(out_dir, "index.json")))
    if match:
        index = [entry for entry in index if re.search(match, entry["case"])]
    results = json.load(open(os.path.join(out_dir, results_name)))
    baseline = json.load(open(os.path.join(out_dir, "results.json")))
    by_family, reasons, failing = {}, {}, []
    for entry in index:
        row = results.get(entry["case"])
        if not row or baseline.get(entry["case"], {}).get("octave") is False:
            continue
        stats = by_family.setdefault(entry["family"], [0, 0])
        stats[1] += 1
        if row["ferromat"]:
            stats[0] += 1
        else:
            failing.append((entry["case"], row["ferromat_error"]))
            message = re.sub(r"\d+", "N", row["ferromat_error"])
            reasons[message] = reasons.get(message, 0) + 1
    total = [sum(v[0] for v in by_family.values()), sum(v[1] for v in by_family.values())]
    print(f"passed {total[0]} of {total[1]} cases Octave passes")
    for family, (good, all_) in sorted(by_family.items()):
        print(f"  {family:16} {good:5}/{all_}")
    print("most common failures:")
    for message, count in sorted(reasons.items(), key=lambda kv: -kv[1])[:60]:
        print(f"  {count:5}  {message}")
    with open(os.path.join(out_dir, results_name.replace(".json", "") + "_failing.txt"), "w") as f:
        for case, err in failing:
            f.write(f"{case}\t{err}\n")


if __name__ == "__main__":
    command = sys.argv[1]
    if command == "extract":
        extract(sys.argv[2], sys.argv[3], sys.argv[4:])
    elif command == "run":
        options = sys.argv[4:]
        match = options[options.index("--match") + 1] if "--match" in options else None
        name = options[options.index("--results") + 1] if "--results" in options else "results.json"
        run(sys.argv[2], sys.argv[3], "--octave" in options, match, name)
    elif command == "report":
        report(sys.argv[2])
