#!/bin/sh
# Regenerates the expected outputs (NAME.out) with GNU Octave 7.3.
cd "$(dirname "$0")" || exit 1
for f in *.m; do
  octave -qf --no-gui "$f" > "${f%.m}.out" 2>/dev/null
done
