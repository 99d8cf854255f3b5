#!/bin/bash
# Cross-checks ferromat against the Octave-side oracle (emulation.octave) on
# every case of tests/family/octave/*.cases and prints the differences.
# Usage: tests/family/octave/run.sh [PATH_TO_FERROMAT]   (needs octave-cli)
# Each case line assigns o1 (and o2); both sides print every output as
# class|size|r or c|values. Error cases print ERR|message: the messages are
# Octave's or the emulation's own, so only the fact of an error is compared.
# CI does not run this; the outputs it checked are recorded in tests/family/README.md.
set -u
here=$(cd "$(dirname "$0")" && pwd)
ferromat=${1:-ferromat}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
status=0
# Error texts are not compared; Octave turns a complex result whose imaginary
# parts are all zero into a real one (MATLAB keeps it complex), so zero
# imaginary parts are dropped on both sides; Octave's exit noise is dropped.
normalize() {
  sed -e 's/^ERR|.*/ERR/' -e '/^error: ignoring const/d' \
      -e '/|c|/{s/\(|\|,\)i-\?0,/\1/g; /[|,]i/!s/|c|/|r|/}'
}
for cases in "$here"/*.cases; do
  name=$(basename "$cases" .cases)
  octave-cli --no-gui --quiet --eval "source('$here/emulation.octave'); run_cases('$cases')" \
    > "$work/$name.octave" 2>&1
  while IFS= read -r line; do
    case "$line" in ''|%*) continue ;; esac
    printf '>> %s\n' "$line"
    show='if isreal(V), c = '"'r'"'; else, c = '"'c'"'; end; fprintf('"'%s|%s|%s|'"', class(V), mat2str(size(V)), c); if isempty(V), elseif isinteger(V), fprintf('"'%d,'"', V); elseif ischar(V) || islogical(V), fprintf('"'%d,'"', double(V)); elseif isreal(V), fprintf('"'%.17g,'"', double(V)); else, fprintf('"'%.17g,i%.17g,'"', [double(real(V(:))).'"'"'; double(imag(V(:))).'"'"']); end; fprintf('"'\n'"');'
    case "$line" in
      *'[o1, o2]'*) outputs="V = o1; $show V = o2; $show" ;;
      *) outputs="V = o1; $show" ;;
    esac
    "$ferromat" -e "try, $line; $outputs catch e, fprintf('ERR|%s\n', e.message); end" 2>&1
  done < "$cases" > "$work/$name.ferromat"
  if diff <(normalize < "$work/$name.octave") <(normalize < "$work/$name.ferromat") > "$work/$name.diff" 2>&1; then
    echo "$name: $(grep -c '^>>' "$work/$name.octave") cases agree"
  else
    echo "$name: differences (< Octave oracle, > ferromat):"; cat "$work/$name.diff"; status=1
  fi
  [ -n "${KEEP:-}" ] && cp "$work/$name.octave" "$work/$name.ferromat" "$KEEP/"
done
exit $status
