#!/usr/bin/env bash
# Regenerates the expected outputs of the conformance suite by running GNU Octave 7.3.
#
# Usage: tests/conformance/regen.sh [PROGRAM.m ...]
#   With no arguments every program under tests/conformance/ is run; otherwise only
#   the given ones (paths relative to the current folder or absolute).
#
# For each program DIR/NAME.m this runs Octave the way a user runs a script:
#   cd DIR && octave -qf --no-gui --norc --no-window-system NAME.m </dev/null
# (standard input is DIR/NAME.in instead when that file exists: what a user
# types at `input`), and writes
#   DIR/NAME.out  Octave's stdout, byte for byte (also when the program fails);
#   DIR/NAME.err  only when Octave exits non-zero: a first line `exit: STATUS`, then
#                 the message of the uncaught error as Octave printed it on stderr
#                 (from the first `error: ` line up to, not including, Octave's
#                 `error: called from` traceback). Stale .err files are removed.
#
# Terminal width: with stdout redirected to a file and stdin from /dev/null, Octave
# does not see a terminal and uses its default size of 24x80 (`terminal_size`
# returns [24 80]; the COLUMNS variable is ignored), so columns are split at 80
# characters and the output does not depend on the terminal that runs this script.
# The run uses LC_ALL=C and runs JOBS (default 2) Octave processes in parallel.
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
jobs="${JOBS:-2}"

if ! octave --version 2>/dev/null | head -n1 | grep -q 'version 7\.3\.'; then
    echo "regen.sh: GNU Octave 7.3 is required (octave --version)" >&2
    exit 1
fi

run_one() {
    local prog dir name status tmp stdin
    prog="$(realpath "$1")"
    dir="$(dirname "$prog")"
    name="$(basename "$prog" .m)"
    tmp="$(mktemp)"
    stdin=/dev/null
    [ -f "$dir/$name.in" ] && stdin="$dir/$name.in"
    set +e
    (cd "$dir" && LC_ALL=C timeout 120 octave -qf --no-gui --norc --no-window-system "$name.m" \
        <"$stdin" >"$name.out" 2>"$tmp")
    status=$?
    set -e
    if [ "$status" -ne 0 ]; then
        {
            echo "exit: $status"
            awk '
                /^error: called from/ { exit }
                /^error: ignoring const execution_exception/ { exit }
                started { print; next }
                /^error: / { started = 1; print }
            ' "$tmp"
        } >"$dir/$name.err"
    else
        rm -f "$dir/$name.err"
    fi
    rm -f "$tmp"
    echo "${prog#"$here"/}: exit $status"
}
export -f run_one
export here

if [ "$#" -gt 0 ]; then
    printf '%s\0' "$@"
else
    # Classes the programs use are not programs: files starting with
    # `classdef` and files in class (`@Cls/`) or package (`+pkg/`) folders.
    # The outputs of table/ come from MATLAB's documentation (Octave has no table).
    find "$here" -name '*.m' -not -path '*/@*' -not -path '*/+*' -not -path "$here/table/*" -print0 | sort -z |
        while IFS= read -r -d '' f; do
            head -c 8 "$f" | grep -q '^classdef' || printf '%s\0' "$f"
        done
fi | xargs -0 -n1 -P"$jobs" bash -c 'run_one "$0"'
