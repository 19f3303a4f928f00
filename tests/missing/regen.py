#!/usr/bin/env python3
"""Writes docs/missing.md: the function names of Octave 7.3's core library
that `exist` does not find in matc, by Octave's folder.

Usage: tests/missing/regen.py [MATC]   (default target/debug/matc; from the
repository root, with ../shared present). `cargo test -p matc --test library`
checks the list against the binary it builds.
"""
import collections
import os
import subprocess
import sys

root = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
shared = os.environ.get("MATC_SHARED", os.path.join(root, "..", "shared"))
matc = os.path.abspath(sys.argv[1]) if len(sys.argv) > 1 else os.path.join(root, "target", "debug", "matc")
tool = os.path.join(shared, "tools", "octave-names")
out = subprocess.run([os.path.join(tool, "check.sh"), matc, "--missing"],
                     capture_output=True, text=True, check=True).stdout.splitlines()
missing = set(out[1].split()) if len(out) == 3 else set()
folder = {}
for line in open(os.path.join(tool, "names.tsv")):
    if not line.startswith("#"):
        name, where = line.rstrip("\n").split("\t")[:2]
        folder[name] = where
by = collections.defaultdict(list)
for n in folder:
    if n in missing:
        by[folder[n]].append(n)
have = len(folder) - len(missing)
rows = sorted(by.items(), key=lambda kv: (-len(kv[1]), kv[0]))
with open(os.path.join(root, "docs", "missing.md"), "w") as f:
    f.write("# What matc does not have yet\n\n")
    f.write(f"Of the {len(folder):,} function names of GNU Octave 7.3's core library that a\n"
            "headless program can use (`../shared/tools/octave-names/`), matc has\n"
            f"{have:,} ({have / len(folder):.1%}). These are the rest, by Octave's folder.\n"
            "`cargo test -p matc --test library` checks the list against `exist`;\n"
            "`tests/missing/regen.py` rewrites it.\n\n")
    f.write("| folder | missing |\n| --- | --- |\n")
    for k, names in rows:
        f.write(f"| {k} ({len(names)}) | " + " ".join(f"`{n}`" for n in sorted(names)) + " |\n")
print(f"{have} of {len(folder)}; {len(missing)} missing")
