#!/bin/sh
# Regenerates the expected outputs of programs/*.m with GNU Octave (the oracle).
cd "$(dirname "$0")/programs" || exit 1
for f in *.m; do
  octave -qf --no-gui --eval "cd $(pwd); ${f%.m}" > "${f%.m}.out" 2>/dev/null
done
