#!/usr/bin/env python3
"""Storage coalescing (GCTD) per benchmark, beside the paper's Table 2: the
values defined, those subsumed in another's storage (statically/dynamically
sized) and the bytes that saves (`matc analyze --storage`), then what a run
allocates and holds at its peak with coalescing (the default) and without it
(`--storage=off`), from `matc run --stats`.

The paper's rows are mat2c's on its own inputs (Table 2 of
../shared/papers/storage-coalescing-gctd.txt; its nb1d is spelled "nbld"), so
only their shape compares: the shares subsumed, and which benchmarks save
megabytes. matc's rows are at each benchmark's `bench_scale`.

Run from the repo root:  python3 tests/analyze/storage_table.py [--matc target/release/matc]
"""
import argparse, json, os, re, subprocess, sys

from run_stats import run_stats

# Table 2 of the paper: (static/dynamic reduction, original count, KB saved).
PAPER = {
    "adpt": ("127/74", 271, 0.96),
    "capr": ("84/75", 301, 0.68),
    "clos": ("24/0", 46, 1216.14),
    "crni": ("73/0", 113, 4055.85),
    "diff": ("48/1", 93, 12.77),
    "dich": ("82/0", 107, 144.90),
    "edit": ("25/21", 108, 0.21),
    "fdtd": ("111/0", 168, 4374.61),
    "fiff": ("51/0", 77, 12712.92),
    "nb1d": ("66/63", 235, 0.55),
}

ap = argparse.ArgumentParser()
ap.add_argument("--matc", default="target/release/matc")
ap.add_argument("--bench", action="append",
                help="a suite folder with suite.json (default: ../shared/bench and bench)")
a = ap.parse_args()
a.matc = os.path.abspath(a.matc)
suites = a.bench or ["../shared/bench", "bench"]
if not os.path.isdir("../shared/bench"):
    print("note: ../shared/bench is absent; its benchmarks are skipped")


def storage(path, scale):
    """The `total` row of `matc analyze --storage`: count, s/d, KB."""
    out = subprocess.run([a.matc, "analyze", "--storage", path, str(scale)],
                         capture_output=True, text=True).stdout
    for line in out.splitlines():
        if line.startswith("total"):
            f = line.split()
            return int(f[1]), f[2], float(f[3])
    return None


def stats(path, scale, *flags):
    return run_stats(a.matc, path, scale, flags)


def mb(n):
    return f"{n / 2**20:.2f}"


print("| bench (scale) | paper s/d | paper count | paper KB | matc s/d | matc count | matc KB "
      "| allocated MB gctd / off | peak MB gctd / off |")
print("|---|---|---|---|---|---|---|---|---|")
for suite in suites:
    if not os.path.isdir(suite):
        continue
    for name, spec in sorted(json.load(open(os.path.join(suite, "suite.json"))).items()):
        path = os.path.abspath(os.path.join(suite, name, f"bench_{name}.m"))
        scale = spec["bench_scale"]
        row = storage(path, scale)
        on, off = stats(path, scale), stats(path, scale, "--storage=off")
        paper = PAPER.get(name, ("", "", ""))
        count, sd, kb = row if row else ("?", "?", "?")
        print(f"| {name} ({scale}) | {paper[0]} | {paper[1]} | {paper[2]} | {sd} | {count} | {kb} "
              f"| {mb(on.get('heap bytes allocated', 0))} / {mb(off.get('heap bytes allocated', 0))} "
              f"| {mb(on.get('peak heap bytes', 0))} / {mb(off.get('peak heap bytes', 0))} |")
