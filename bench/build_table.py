#!/usr/bin/env python3
"""Time and peak memory of `matc build` programs beside `matc run`, Octave
and the hand-written C (docs/build.md's table).

Usage: bench/build_table.py [--reps N] [NAME=SCALE ...]
Run from the repository root after `cargo build --release -p matc`; the
benchmarks and anchors are read from ../shared. Prints a Markdown table:
per benchmark, seconds (best of N; Octave one run) and peak RSS in MB
(the child's ru_maxrss) of
  C gctd   the emitted C, GCTD storage (`matc build --emit-c`, cc -O2)
  C off    the same with `--gctd off`
  exe      the standalone executable (`matc build -o`)
  run      `matc run`
  octave   `octave -qf`
  anchor   ../shared/anchors/c/NAME.c, where there is one
"""
import os
import shutil
import subprocess
import sys
import tempfile
import time

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), ".."))
SHARED = os.path.join(ROOT, "..", "shared")
MATC = os.path.join(ROOT, "target", "release", "matc")
SPECS = ["--class", "scale=whole double", "--range", "scale=[1 Inf]"]
DEFAULT = {"capr": 10, "crni": 10, "mbrt": 10, "fiff": 10, "fdtd": 4, "clos": 4, "nb1d": 4}


def measure(cmd, reps):
    """Best wall time of `reps` runs and the largest peak RSS (MB)."""
    best, rss = float("inf"), 0
    for _ in range(reps):
        t = time.perf_counter()
        p = subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        _, status, ru = os.wait4(p.pid, 0)
        dt = time.perf_counter() - t
        if status != 0:
            return None
        best, rss = min(best, dt), max(rss, ru.ru_maxrss / 1024)
    return best, rss


def cc(out, *srcs, flags=()):
    subprocess.run(["cc", "-std=c99", "-O2", *flags, "-o", out, *srcs, "-lm", "-lpthread"], check=True)


def main():
    args = sys.argv[1:]
    reps = 5
    if args[:1] == ["--reps"]:
        reps, args = int(args[1]), args[2:]
    scales = dict(a.split("=") for a in args) if args else DEFAULT
    tmp = tempfile.mkdtemp(prefix="matc-build-table-")
    cols = ["C gctd", "C off", "exe", "run", "octave", "anchor"]
    print("| bench | scale | " + " | ".join(f"{c} s / MB" for c in cols) + " |")
    print("|---" * (len(cols) + 2) + "|")
    for name, scale in scales.items():
        src = os.path.join(SHARED, "bench", name, f"bench_{name}.m")
        cmds = {}
        for gctd in ["on", "off"]:
            d = os.path.join(tmp, f"{name}-{gctd}")
            subprocess.run([MATC, "build", "--emit-c", src, *SPECS, "--gctd", gctd, "-o", d], check=True)
            exe = os.path.join(d, name)
            cc(exe, os.path.join(d, f"bench_{name}.c"))
            cmds["C gctd" if gctd == "on" else "C off"] = [exe, str(scale)]
        exe = os.path.join(tmp, f"{name}-exe")
        subprocess.run([MATC, "build", src, "-o", exe], check=True)
        cmds["exe"] = [exe, str(scale)]
        cmds["run"] = [MATC, "run", src, str(scale)]
        cmds["octave"] = ["octave", "-qf", "--no-gui", "--eval",
                          f"cd('{os.path.dirname(src)}'); bench_{name}({scale})"]
        anchor = os.path.join(SHARED, "anchors", "c", f"{name}.c")
        if os.path.exists(anchor):
            a = os.path.join(tmp, f"{name}-anchor")
            # The anchors use POSIX's M_PI, which strict C99 hides.
            cc(a, anchor, flags=["-D_DEFAULT_SOURCE"])
            cmds["anchor"] = [a, str(scale)]
        cells = []
        for c in cols:
            r = measure(cmds[c], 1 if c == "octave" else reps) if c in cmds else None
            cells.append("-" if r is None else f"{r[0]:.3f} / {r[1]:.0f}")
        print(f"| {name} | {scale} | " + " | ".join(cells) + " |", flush=True)
        os.remove(exe)
    shutil.rmtree(tmp)


if __name__ == "__main__":
    main()
