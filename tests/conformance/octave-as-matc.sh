#!/bin/sh
# Stands in for `matc run [--sandbox] FILE.m` by running GNU Octave, to check the
# suite and its harness against the oracle itself:
#   MATC_CONFORMANCE_BIN=$PWD/tests/conformance/octave-as-matc.sh \
#     cargo test -p matc --test conformance -- --nocapture
# Every program should pass (known-failures.txt then lists programs that "pass now").
[ "$1" = run ] || { echo "usage: $0 run [--sandbox] FILE.m" >&2; exit 2; }
shift
[ "$1" = --sandbox ] && shift
[ "$1" = --help ] && { echo "Usage: octave-as-matc.sh run FILE.m"; exit 0; }
LC_ALL=C exec octave -qf --no-gui --norc --no-window-system "$1" </dev/null
