#!/bin/bash
# Expected outputs of the specializer's test programs: each ORIGINAL program
# run by GNU Octave with the arguments its `% args:` line gives (separated
# by `|`). A program with `% breaks:` lines (calls that break an assumption
# of `--assert`) is also specialized, by $MATC (default: `matc` on the PATH,
# else ../../target/release/matc), and each breaking call of the RESIDUAL is
# run by Octave: `NAME.breaks` holds the identifier and message of each
# error, and regen fails if a call raises none.
# Usage: tests/pe/regen.sh [tests/pe/NAME.m ...]
set -e
cd "$(dirname "$0")"
MATC=${MATC:-$(command -v matc || echo ../../target/release/matc)}
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
  rm -f "$name.breaks"
  grep -q '^% breaks:' "$name.m" || continue
  work=$(mktemp -d)
  flags=()
  while IFS= read -r line; do
    flag=${line%% *}; value=${line#"$flag"}; value=${value# }
    flags+=("$flag"); [ -z "$value" ] || flags+=("$value")
  done < <(sed -n 's/^% specialize: *//p' "$name.m")
  "$MATC" specialize "$name.m" "${flags[@]}" -o "$work/$name.m"
  driver=""
  while IFS= read -r call; do
    call=$(echo "$call" | sed 's/ *| */, /g')
    driver="$driver try, $name($call); fprintf('no error\n'); catch e, fprintf('%s: %s\n', e.identifier, e.message); end;"
  done < <(sed -n 's/^% breaks: *//p' "$name.m")
  (cd "$work" && octave -qf --no-gui --eval "$name($args)") > "$work/ok.out" 2>/dev/null || true
  if ! cmp -s "$work/ok.out" "$name.out"; then
    echo "$name: the residual with --assert prints otherwise in Octave:" >&2
    diff "$work/ok.out" "$name.out" >&2 || true
    exit 1
  fi
  (cd "$work" && octave -qf --no-gui --eval "$driver") > "$name.breaks" 2>/dev/null || true
  rm -rf "$work"
  if grep -qv '^specialize:assumption: ' "$name.breaks"; then
    echo "$name: a breaking call raised no assumption error in Octave:" >&2
    cat "$name.breaks" >&2
    exit 1
  fi
  echo "$name.breaks"
done
