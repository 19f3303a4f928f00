#!/usr/bin/env python3
"""Time bench/kernels/kernels_speed.m in Octave and in one or more matc builds,
one after the other on the same machine, and print a markdown table of
times in milliseconds.

  python3 bench/kernels/run.py [--scale S] [--only NAME] [MATC ...]

MATC defaults to target/release/matc; give two (a build of main, then yours)
for a before/after table. Each kernel is the best of 3 tic/toc timings inside
one process. The last column is Octave's time over the last matc's; the
geometric mean of that column closes the table. A check that differs from
Octave's (a checksum off by more than 1e-9 relative, or a residual above
1e-8) is marked with "!".
"""
import argparse, math, os, subprocess, sys

HERE = os.path.dirname(os.path.abspath(__file__))


def run(cmd):
    p = subprocess.run(cmd, capture_output=True, text=True)
    if p.returncode != 0:
        sys.exit(f"{' '.join(cmd)} failed:\n{p.stdout}\n{p.stderr}")
    rows = {}
    for line in p.stdout.splitlines():
        parts = line.split("\t")
        if len(parts) == 4:
            name, t, residual, check = parts
            rows[name] = (float(t), residual == "1", float(check))
    return rows


def agrees(mine, octave):
    _, residual, c = mine
    _, _, w = octave
    if residual:
        return c < 1e-8
    return c == w or abs(c - w) <= 1e-9 * max(abs(w), 1e-300)


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--scale", default="1")
    ap.add_argument("--only", default="")
    ap.add_argument("matc", nargs="*", default=["target/release/matc"])
    a = ap.parse_args()
    script = os.path.join(HERE, "kernels_speed.m")
    load = open("/proc/loadavg").read().split()[:3]
    octave = run(["octave", "-qf", "--no-gui", "--eval",
                  f'cd {HERE!r}; kernels_speed({a.scale}, "{a.only}")'])
    builds = [run([m, "run", script, a.scale, a.only]) for m in a.matc]
    after = open("/proc/loadavg").read().split()[:3]
    print(f"load average before: {' '.join(load)}, after: {' '.join(after)}\n")
    head = "| kernel | Octave ms |" + "".join(f" matc {k + 1} ms |" for k in range(len(builds)))
    head += " Octave / matc |" if len(builds) == 1 else " Octave / matc 1 | Octave / matc %d |" % len(builds)
    print(head)
    print("| --- " * (head.count("|") - 1) + "|")
    logs = [[] for _ in builds]
    for name, o in octave.items():
        cells = [f"`{name}`", f"{o[0] * 1e3:.2f}"]
        ratios = []
        for k, b in enumerate(builds):
            m = b.get(name)
            if m is None:
                cells.append("missing")
                ratios.append(None)
                continue
            mark = "" if agrees(m, o) else " !"
            cells.append(f"{m[0] * 1e3:.2f}{mark}")
            r = o[0] / max(m[0], 1e-4)
            logs[k].append(math.log(r))
            ratios.append(r)
        shown = ratios if len(builds) == 1 else [ratios[0], ratios[-1]]
        cells += [f"{r:.2f}x" if r is not None else "" for r in shown]
        print("| " + " | ".join(cells) + " |")
    means = [math.exp(sum(l) / len(l)) if l else float("nan") for l in logs]
    shown = means if len(builds) == 1 else [means[0], means[-1]]
    print("| geometric mean | |" + " |" * len(builds) + "".join(f" {m:.2f}x |" for m in shown))
    bad = [n for n, o in octave.items() for b in builds if n in b and not agrees(b[n], o)]
    if bad:
        print("\nchecks differing from Octave's: " + ", ".join(sorted(set(bad))))
        for n in sorted(set(bad)):
            print(f"  {n}: Octave {octave[n][2]!r}, matc " + ", ".join(repr(b[n][2]) for b in builds if n in b))


if __name__ == "__main__":
    main()
