#!/usr/bin/env bash
# Builds the Python package and runs its tests, as CI does: a virtual
# environment under target/, the wheel built by maturin in the dev profile
# into the workspace's target folder (so the shared crates compiled by
# `cargo test` are reused, not built again in release), then pytest.
# Usage: crates/ferromat-python/ci.sh   (from anywhere; PYTHON picks the
# interpreter, default python3).
set -euo pipefail
crate="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$crate/../.." && pwd)"
target="${CARGO_TARGET_DIR:-$root/target}"
venv="$target/python-venv"
python="${PYTHON:-python3}"

if [ ! -x "$venv/bin/python" ]; then
    "$python" -m venv "$venv"
fi
"$venv/bin/python" -m pip install --quiet --disable-pip-version-check \
    "maturin>=1.9.4,<2" numpy pytest ipykernel jupyter_client

rm -rf "$target/wheels/ferromat-"*.whl
CARGO_TARGET_DIR="$target" "$venv/bin/maturin" build --quiet --strip \
    --manifest-path "$crate/Cargo.toml" --profile dev \
    --interpreter "$venv/bin/python" --out "$target/wheels"
"$venv/bin/python" -m pip install --quiet --disable-pip-version-check \
    --force-reinstall --no-deps "$target/wheels/"ferromat-*.whl

# Run from the tests folder so `import ferromat` finds the installed wheel,
# not the source folder.
cd "$crate/tests"
"$venv/bin/python" -m pytest -q -p no:cacheprovider .
