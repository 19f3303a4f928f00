#!/bin/sh
# Expected outputs of the specializer's test programs: each ORIGINAL program
# run by GNU Octave with the arguments its `% args:` line gives (separated
# by `|`). Usage: tests/pe/regen.sh [tests/pe/NAME.m ...]
set -e
cd "$(dirname "$0")"
files="$*"
[ -n "$files" ] || files=$(ls *.m)
for f in $files; do
  name=$(basename "$f" .m)
  args=$(sed -n 's/^% args: *//p' "$name.m" | head -1 | sed 's/ *| */, /g')
  # Octave 7 says this on exit in a container; it is not the program's.
  octave -qf --no-gui --eval "$name($args)" > "$name.out" 2> "$name.err.tmp" || true
  grep -v 'ignoring const execution_exception' "$name.err.tmp" > "$name.err" || true
  rm -f "$name.err.tmp"
  [ -s "$name.err" ] || rm -f "$name.err"
  echo "$name.out"
done
