#!/usr/bin/env bash
# Confirms matc reads each case of cases.m as Octave 7.3 does: every case is
# run by Octave as written and as `matc parse --print` prints it back (with
# explicit commas and spacing, so a misread element boundary or transpose
# changes the result). Writes Octave's output of each case to octave.out and
# fails if any printed case gives a different output.
# Usage (from the repo root): crates/syntax/tests/lexing/check_with_octave.sh [path/to/matc]
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
matc=${1:-${CARGO_TARGET_DIR:-target}/debug/matc}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
awk -v dir="$tmp" '/^%% /{name=$2; print name >> (dir "/names"); next} {print > (dir "/" name ".m")}' "$here/cases.m"
: > "$here/octave.out"
bad=0
while read -r name; do
  "$matc" parse --print "$tmp/$name.m" | sed '$d' > "$tmp/$name.printed.m"
  orig=$(cd "$tmp" && octave -qf --no-gui --eval "source('$name.m')" 2>&1 | grep -v "ignoring const execution_exception" || true)
  printed=$(cd "$tmp" && octave -qf --no-gui --eval "source('$name.printed.m')" 2>&1 | grep -v "ignoring const execution_exception" || true)
  { echo "%% $name"; echo "$orig"; } >> "$here/octave.out"
  if [ "$orig" != "$printed" ]; then
    echo "DIFFERENT: $name"; echo "--- Octave on the case:"; echo "$orig"; echo "--- Octave on matc's printing:"; cat "$tmp/$name.printed.m"; echo "$printed"
    bad=1
  fi
done < "$tmp/names"
[ $bad = 0 ] && echo "all cases read the same by Octave and matc"
exit $bad
