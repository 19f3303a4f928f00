#!/bin/sh
# Regenerates expected.txt from cases.txt with GNU Octave 7.3.
cd "$(dirname "$0")" && octave -qf --no-gui regen.m 2>/dev/null
