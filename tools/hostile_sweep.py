#!/usr/bin/env python3
"""Hostile sweep: calls every builtin in the registry with odd arguments (huge
sizes, NaN, wrong classes, far dims, nested containers), each builtin in a
process of its own under a 6 GiB address-space limit and a 60 s timeout, and
lists the builtins whose process died (abort, signal) or did not finish.
An ordinary MATLAB error is a pass: every call sits in try/catch.

usage: tools/hostile_sweep.py REPO_ROOT FERROMAT_BINARY [NAME ...]
Slow (minutes, a release binary is faster); not part of CI. Each crash it
finds becomes a script in tests/hardening/."""
import glob, re, subprocess, sys, os, tempfile, resource
root = sys.argv[1]; binary = sys.argv[2]
only = sys.argv[3:]
names = [name for path in sorted(glob.glob(f"{root}/crates/ferromat-runtime/src/builtins/table/*.rs"))
         for name in re.findall(r'(?:def|session)\("([^"]+)"', open(path).read())]
skip = {"exit", "quit", "pause", "input", "keyboard", "cd", "delete", "rmdir", "movefile", "copyfile", "clc", "beep", "diary"}
args = ["", "1e10", "-1", "NaN", "Inf", "[]", "'abc'", "{1,2}", "struct('a',1)", "1e10,1e10", "1:3,1e10",
        "int8(5)", "true", "1+2i", "'%s%s%s%d'", "@sin", "zeros(3,3),'all'", "ones(2,2),-1", "ones(2,2),0",
        "ones(2,2),1.5", "sparse(eye(3))", "ones(2,2),[],1e9", "'a','b','c','d','e','f'", "1,2,3,4,5,6,7,8",
        "-1e300", "uint64(18446744073709551615)", "zeros(0,3)", "ones(3,1),ones(1,3)", "'',''", "\"str\"",
        "ones(2,2,2),[1 2 3]", "2^53,2^53", "char(65535)", "{}", "cell(2,2),1", "1,'all'", "ones(3),'bogus'",
        "rand(4),rand(4),rand(4)", "@(x) x, 1", "@(x) error('boom'), 1:3", "1,1e9", "repmat('x',1,1e5)",
        "1e5,1e5", "int32(-2147483648)", "-0", "NaN(3)", "1:0"]
def main():
    out = []
    tmp = tempfile.mkdtemp()
    for name in names:
        if name in skip or (only and name not in only): continue
        lines = []
        for i, a in enumerate(args):
            for call in (f"{name}({a});", f"[o1,o2]={name}({a});"):
                lines.append(f"try, {call} catch, end")
        script = os.path.join(tmp, "h.m")
        open(script, "w").write("\n".join(lines) + "\ndisp('HOSTILE-DONE')\n")
        def lim():
            resource.setrlimit(resource.RLIMIT_AS, (6 << 30, 6 << 30))
        try:
            p = subprocess.run([binary, script], cwd=tmp, capture_output=True, timeout=60, preexec_fn=lim, stdin=subprocess.DEVNULL)
            if p.returncode < 0 or "HOSTILE-DONE" not in p.stdout.decode(errors="replace"):
                out.append(f"{name}: rc={p.returncode} {p.stderr.decode(errors='replace')[-300:]!r}")
        except subprocess.TimeoutExpired:
            out.append(f"{name}: TIMEOUT")
        print(out[-1] if out and out[-1].startswith(name + ":") else f"ok {name}", flush=True)
    print("\n".join(["SUMMARY"] + out))
main()
