#!/bin/sh
# Runs the Poisson benchmark in ferromat (release build) and SciPy, side by side.
# Needs: cargo build -p ferromat (the dev profile optimises the runtime and dependencies at opt-level 2); pip install scipy.
cd "$(dirname "$0")"
echo "ferromat:"; ../../target/debug/ferromat poisson.m
echo "scipy:"; python3 poisson.py
