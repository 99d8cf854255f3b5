#!/bin/sh
# Regenerates the expected outputs of one test folder with GNU Octave:
# for each NNNN_x.m, runs octave/NNNN_x.octave (an Octave rewrite, see the
# folder's README.md) when it exists, else the script itself.
# Usage: sh tests/regenerate_with_octave.sh tests/statistics
cd "$1" || exit 1
for f in [0-9]*.m; do
  src=$f
  [ -f "octave/${f%.m}.octave" ] && src="octave/${f%.m}.octave"
  octave-cli -q --no-gui "$src" > "${f%.m}.out" 2>/dev/null || echo "FAILED: $f"
done
