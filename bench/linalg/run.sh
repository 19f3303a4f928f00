#!/bin/sh
# Times bench/linalg/linalg_speed.m in Octave and in matc builds, one after
# the other on the same machine, and prints a markdown table of seconds.
#   bench/linalg/run.sh SCALE OLD_MATC NEW_MATC
# e.g. bench/linalg/run.sh 1 /path/to/matc-main target/release/matc
set -e
here=$(cd "$(dirname "$0")" && pwd)
scale=${1:-1}
old=${2:?the matc before}
new=${3:?the matc after}
tmp=$(mktemp -d)
before=$(cut -d' ' -f1-3 /proc/loadavg)
(cd "$here" && octave -qf --no-gui --eval "linalg_speed($scale)") > "$tmp/octave"
"$old" run "$here/linalg_speed.m" "$scale" > "$tmp/old"
"$new" run "$here/linalg_speed.m" "$scale" > "$tmp/new"
echo "load average before: $before, after: $(cut -d' ' -f1-3 /proc/loadavg)"
echo
echo "| kernel | Octave | matc before | matc after | Octave / after |"
echo "| --- | ---: | ---: | ---: | ---: |"
paste "$tmp/octave" "$tmp/old" "$tmp/new" | awk -F'\t' '{
  printf "| `%s` | %.3f s | %.3f s | %.3f s | %.2fx |\n", $1, $2, $5, $8, $2 / $8 }'
rm -r "$tmp"
