"""Measures what the docs report: Engine() creation, and passing a large
NumPy array in with a `max` result out (is there a copy, and what it
costs), for a writable array (copied by `eng["x"] = x`, read in place by
`call`) and a read-only one (lent without a copy), beside NumPy's own
`x.max()`. Run with the wheel installed: python bench/transfer.py [N ...]."""

import sys
import time

import numpy as np

import ferromat


def best(f, repeat=3):
    times = []
    for _ in range(repeat):
        t = time.perf_counter()
        f()
        times.append(time.perf_counter() - t)
    return min(times)


def main():
    sizes = [int(float(a)) for a in sys.argv[1:]] or [10**7]
    ferromat.Engine()  # loads the module and numpy once
    print(f"Engine(): {best(ferromat.Engine, 20) * 1e3:.2f} ms")
    eng = ferromat.Engine()
    for n in sizes:
        x = np.random.default_rng(0).random(n)
        copy = best(lambda: x.copy())
        set_time = best(lambda: eng.__setitem__("x", x))
        max_time = best(lambda: eng.eval("m = max(x);"))
        call_time = best(lambda: eng.call("max", x))
        numpy_max = best(lambda: x.max())
        get_time = best(lambda: eng["x"])
        back = eng["x"]
        shares = not back.flags.owndata and back.base is not None
        print(
            f"n={n:.0e}: numpy copy {copy * 1e3:.1f} ms; eng['x'] = x {set_time * 1e3:.1f} ms"
            f" (one copy in); eval max {max_time * 1e3:.1f} ms;"
            f" call('max', x) {call_time * 1e3:.1f} ms (read in place; numpy x.max()"
            f" {numpy_max * 1e3:.1f} ms); eng['x'] out {get_time * 1e6:.0f} us"
            f" (view of engine memory: {shares})"
        )
        assert eng["m"] == x.max()
        del eng["x"], back
        # The same array made read-only: lent to the engine, no copy.
        x.flags.writeable = False
        lend_time = best(lambda: eng.__setitem__("x", x))
        lent = eng["x"].__array_interface__["data"][0] == x.__array_interface__["data"][0]
        max_time = best(lambda: eng.eval("m = max(x);"))
        call_time = best(lambda: eng.call("max", x))
        print(
            f"n={n:.0e}, read-only x: eng['x'] = x {lend_time * 1e3:.3f} ms"
            f" (lent, no copy: {lent}); eval max {max_time * 1e3:.1f} ms;"
            f" call('max', x) {call_time * 1e3:.1f} ms"
        )
        assert eng["m"] == x.max()
        del eng["x"], x


if __name__ == "__main__":
    main()
