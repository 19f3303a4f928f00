#!/usr/bin/env bash
# Parses the whole corpus with matc and with Octave 7.3's own parser
# (`__parse_file__` in a loop in one octave process), reporting wall and CPU
# time of each and the ratio. Usage, from the repo root:
#   crates/syntax/examples/speed_vs_octave.sh [corpus folder, default ../shared/corpus]
set -euo pipefail
corpus=${1:-../shared/corpus}
list=$(mktemp)
trap 'rm -f "$list"' EXIT
find "$corpus" -name '*.m' | sort > "$list"
cargo build --release -q -p syntax --example parse_speed
bin=${CARGO_TARGET_DIR:-target}/release/examples/parse_speed
matc=$("$bin" < "$list")
echo "$matc"
oct=$(octave -qf --no-gui --eval "
  L = strsplit(fileread('$list'), \"\n\"); L = L(~cellfun(@isempty, L));
  best = Inf; bestc = Inf;
  for r = 1:3
    bad = 0; t = tic; c = cputime;
    for k = 1:numel(L)
      try, __parse_file__(L{k}); catch, bad++; end
    end
    best = min(best, toc(t)); bestc = min(bestc, cputime - c);
  end
  printf('octave: %d files, %d with errors: best of 3 runs %.3f s wall, %.3f s CPU\n', numel(L), bad, best, bestc);" 2>/dev/null | grep '^octave:')
echo "$oct"
mw=$(echo "$matc" | sed -E 's/.* ([0-9.]+) s wall, ([0-9.]+) s CPU.*/\1 \2/')
ow=$(echo "$oct" | sed -E 's/.* ([0-9.]+) s wall, ([0-9.]+) s CPU.*/\1 \2/')
python3 -c "m='$mw'.split(); o='$ow'.split(); print('ratio (octave/matc): %.1fx wall, %.1fx CPU' % (float(o[0])/float(m[0]), float(o[1])/float(m[1])))"
