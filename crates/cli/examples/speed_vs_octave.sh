#!/usr/bin/env bash
# Parses the whole corpus with matc and with Octave 7.3's own parser
# (`__parse_file__` in a loop in one octave process), reporting wall and CPU
# time of each and the ratio. Usage, from the repo root:
#   crates/cli/examples/speed_vs_octave.sh [corpus folder, default ../shared/corpus] [runs, default 5]
# Both sides: best of the same number of runs over all files, inside one
# process (no process start-up timed). matc reads the files before its clock
# starts; Octave's parser reads each file itself, which cannot be separated
# (parse_speed prints matc's read time for comparison: a few hundredths of a
# second, small beside Octave's seconds). CPU time is the fairer number on a
# shared machine; the load average is printed beside it.
set -euo pipefail
corpus=${1:-../shared/corpus}
runs=${2:-5}
list=$(mktemp)
trap 'rm -f "$list"' EXIT
find "$corpus" -name '*.m' | sort > "$list"
cargo build --release -q -p matc --example parse_speed
bin=${CARGO_TARGET_DIR:-target}/release/examples/parse_speed
matc=$("$bin" "$runs" < "$list")
echo "$matc"
oct=$(octave -qf --no-gui --eval "
  L = strsplit(fileread('$list'), \"\n\"); L = L(~cellfun(@isempty, L));
  best = Inf; bestc = Inf;
  for r = 1:$runs
    bad = 0; t = tic; c = cputime;
    for k = 1:numel(L)
      try, __parse_file__(L{k}); catch, bad++; end
    end
    best = min(best, toc(t)); bestc = min(bestc, cputime - c);
  end
  printf('octave: %d files, %d with errors: best of %d runs %.3f s wall, %.3f s CPU\n', numel(L), bad, $runs, best, bestc);" 2>/dev/null | grep '^octave:')
echo "$oct"
mw=$(echo "$matc" | sed -E 's/.* ([0-9.]+) s wall, ([0-9.]+) s CPU.*/\1 \2/')
ow=$(echo "$oct" | sed -E 's/.* ([0-9.]+) s wall, ([0-9.]+) s CPU.*/\1 \2/')
echo "load average: $(cut -d' ' -f1-3 /proc/loadavg) on $(nproc) cores"
python3 -c "m='$mw'.split(); o='$ow'.split(); print('ratio (octave/matc): %.1fx wall, %.1fx CPU' % (float(o[0])/float(m[0]), float(o[1])/float(m[1])))"
