#!/usr/bin/env python3
"""Writes crates/ferromat-kernels/tests/data/exp_cases.txt: inputs x and
the correctly rounded e^x (mpmath at 50 digits), as the bits of both
doubles in hex, one pair a line. The cases are 3000 random inputs over the
kernel's ranges and every input among 400,000 more where the system
libm's exp (Python's math.exp) is not correctly rounded: those are where
an exp that is only nearly right shows.

Usage: python3 tools/exp_cases.py > crates/ferromat-kernels/tests/data/exp_cases.txt
"""

import math
import random
import struct

import mpmath

mpmath.mp.dps = 50
generator = random.Random(20261128)


def bits(x: float) -> int:
    return struct.unpack("<Q", struct.pack("<d", x))[0]


def correctly_rounded(x: float) -> float:
    return float(mpmath.exp(mpmath.mpf(x)))


def draw() -> float:
    choice = generator.randrange(5)
    if choice == 0:
        return generator.uniform(-745.0, 709.7)
    if choice == 1:
        return generator.uniform(-1.0, 1.0)
    if choice == 2:
        return generator.uniform(-30.0, 30.0)
    if choice == 3:
        return generator.uniform(-1e-3, 1e-3)
    return generator.uniform(-1e-300, 1e-300) * 10.0 ** generator.randrange(300)


cases = [draw() for _ in range(3000)]
for _ in range(400_000):
    x = draw()
    if math.exp(x) != correctly_rounded(x):
        cases.append(x)
print("# x e^x (IEEE double bits in hex), from tools/exp_cases.py")
for x in cases:
    print(f"{bits(x):016x} {bits(correctly_rounded(x)):016x}")
