#!/usr/bin/env python3
"""Table VIII of the copy paper for matc: per benchmark of ../shared/bench, the
array updates, the dynamic copy checks, the copies (and, under static, the
copies skipped on a counted loop's last iteration), the bytes copied and the
peak heap bytes under --copies=naive, refcount and static, read from
`matc run --stats`.

Run from the repo root:  python3 tests/copies/table.py [--matc target/release/matc] [--scale 1]
"""
import argparse, json, os, re, subprocess, sys

ap = argparse.ArgumentParser()
ap.add_argument("--matc", default="target/release/matc")
ap.add_argument("--bench", default="../shared/bench")
ap.add_argument("--scale", default="1")
ap.add_argument("--only")
a = ap.parse_args()
if not os.path.isdir(a.bench):
    sys.exit(f"skipped: {a.bench} is absent")
names = sorted(json.load(open(os.path.join(a.bench, "suite.json"))))
if a.only:
    names = a.only.split(",")


def stats(name, policy):
    f = os.path.join(a.bench, name, f"bench_{name}.m")
    p = subprocess.run([a.matc, "run", f"--copies={policy}", "--stats", f, a.scale],
                       capture_output=True, text=True)
    out = {}
    for line in p.stderr.splitlines():
        m = re.match(r"(\D+?)\s+(\d+)$", line.strip())
        if m:
            out[m.group(1).strip()] = int(m.group(2))
    out["status"] = p.returncode
    return out


print(f"{'bench':6} {'updates':>10} | {'copies naive':>12} {'refcount':>9} {'static':>7} {'last it.':>8} |"
      f" {'checks refc':>11} {'static':>6} | {'bytes naive':>12} {'refcount':>11} {'static':>11} |"
      f" {'peak naive':>11} {'refcount':>10} {'static':>10}")
for n in names:
    r = {p: stats(n, p) for p in ("naive", "refcount", "static")}
    g = lambda p, k: r[p].get(k, -1)
    print(f"{n:6} {g('static', 'array updates'):>10} | {g('naive', 'copies'):>12} "
          f"{g('refcount', 'copies'):>9} {g('static', 'copies'):>7} {g('static', 'last-iteration moves'):>8} | "
          f"{g('refcount', 'copy checks'):>11} {g('static', 'copy checks'):>6} | "
          f"{g('naive', 'bytes copied'):>12} {g('refcount', 'bytes copied'):>11} {g('static', 'bytes copied'):>11} | "
          f"{g('naive', 'peak heap bytes'):>11} {g('refcount', 'peak heap bytes'):>10} "
          f"{g('static', 'peak heap bytes'):>10}")
