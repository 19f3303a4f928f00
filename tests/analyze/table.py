#!/usr/bin/env python3
"""What the types analysis knows and removes, per benchmark of ../shared/bench:
the shares of exact, symbolic and unknown array shapes (`matc analyze
--summary`, counted per analysis context), and the shape checks executed
and skipped and the reallocations with the facts (`matc run --stats`) and
without them (MATC_NO_TYPES=1).

Run from the repo root:  python3 tests/analyze/table.py [--matc target/release/matc] [--scale 1]
"""
import argparse, json, os, re, subprocess, sys

from run_stats import run_stats

ap = argparse.ArgumentParser()
ap.add_argument("--matc", default="target/release/matc")
ap.add_argument("--bench", default="../shared/bench")
ap.add_argument("--scale", default="1")
a = ap.parse_args()
if not os.path.isdir(a.bench):
    sys.exit(f"skipped: {a.bench} is absent")
names = sorted(json.load(open(os.path.join(a.bench, "suite.json"))))


def shares(name):
    f = os.path.join(a.bench, name, f"bench_{name}.m")
    out = subprocess.run([a.matc, "analyze", "--summary", f, a.scale],
                         capture_output=True, text=True).stdout
    total = [l for l in out.splitlines() if l.startswith("total")]
    n = [int(x) for x in re.findall(r"\s(\d+)\s", total[-1] + " ")] if total else []
    return n[:4] if len(n) >= 4 else [0, 0, 0, 0]


def stats(name, types):
    f = os.path.join(a.bench, name, f"bench_{name}.m")
    env = dict(os.environ)
    if not types:
        env["MATC_NO_TYPES"] = "1"
    return run_stats(os.path.abspath(a.matc), f, a.scale, env=env)


print(f"{'bench':6} {'arrays':>6} {'exact':>6} {'symb.':>6} {'unkn.':>6} | "
      f"{'checks off':>10} {'on':>8} {'skipped':>8} | {'realloc off':>11} {'on':>4}")
for n in names:
    total, e, s, u = shares(n)
    off, on = stats(n, False), stats(n, True)
    print(f"{n:6} {total:>6} {e:>6} {s:>6} {u:>6} | {off.get('shape checks', -1):>10} "
          f"{on.get('shape checks', -1):>8} {on.get('shape checks skipped', -1):>8} | "
          f"{off.get('reallocations', -1):>11} {on.get('reallocations', -1):>4}")
