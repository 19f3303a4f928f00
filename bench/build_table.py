#!/usr/bin/env python3
"""Time and memory of `matc build` programs beside `matc run`, Octave and
the hand-written C (docs/build.md's tables).

Usage:
  bench/build_table.py [--reps N] [NAME=SCALE ...]           # time table
  bench/build_table.py --memory [--no-octave | --octave-scale NAME=SCALE ...] [--c-only] [NAME=SCALE ...]
  bench/build_table.py --anchors [--reps N] [NAME=SCALE ...]       # C vs anchors

Run from the repository root after `cargo build --release -p matc` (or
set MATC, and MATC_EMIT for the one that emits C); the benchmarks and
anchors are read from ../shared.

The time table: per benchmark, seconds (best of N; Octave one run) and peak
RSS in MB (the child's ru_maxrss) of
  C gctd   the emitted C, GCTD storage (`matc build --emit-c`, cc -O2)
  C off    the same with `--gctd off` (one buffer per variable)
  exe      the standalone executable (`matc build -o`)
  run      `matc run`
  octave   `octave -qf`
  anchor   ../shared/anchors/c/NAME.c, where there is one

The anchors table: the emitted C (GCTD on) against the hand-written C of
../shared/anchors/c, both cc -O2, runs alternating; per program the best
of N (default 5) CPU seconds (user + sys, from the child's rusage) and
best wall seconds, and their ratios.

The memory table (the GCTD paper's Figures 2-4, as peaks rather than time
averages): per program, peak RSS (VmHWM) and peak virtual size (VmPeak) in
MB, read from /proc/PID/status when the process exits (a preloaded
destructor) and by polling while it runs; for the emitted C also the peak
of its array buffers, heap plus stack arrays (its own count,
`MATC_MEMSTATS=1`). One run each. `--c-only` measures the emitted C alone
(no executable, `matc run` or Octave: only MATC_EMIT is needed).
"""
import os
import shutil
import subprocess
import sys
import tempfile
import time

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), ".."))
SHARED = os.path.join(ROOT, "..", "shared")
MATC = os.environ.get("MATC", os.path.join(ROOT, "target", "release", "matc"))
# The matc that emits C (its build profile does not change the C).
MATC_EMIT = os.environ.get("MATC_EMIT", MATC)
SPECS = ["--class", "scale=whole double", "--range", "scale=[1 Inf]"]
DEFAULT = {"capr": 10, "crni": 10, "mbrt": 10, "fiff": 10, "fdtd": 4, "clos": 4, "nb1d": 4}
# The anchors' scales: the C runs for a quarter to half a second.
ANCHORS = {"capr": 100, "crni": 100, "mbrt": 300}
# Scales where each emitted C program runs for about a second or more
# and, where the scale sizes the arrays, they take megabytes.
MEMORY = {
    "adpt": 2, "capr": 100, "clos": 16, "crni": 100, "dich": 64, "diff": 60,
    "edit": 64, "fdtd": 128, "fft": 2048, "fiff": 64, "mbrt": 300, "nb1d": 64,
}

# Writes VmHWM and VmPeak (kB) to $MATC_VMSTAT when the process exits.
VMSTAT_C = r"""
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
__attribute__((destructor)) static void matc_vmstat(void) {
    const char *out = getenv("MATC_VMSTAT");
    FILE *s = fopen("/proc/self/status", "r"), *o = out ? fopen(out, "w") : 0;
    char line[256];
    if (s && o)
        while (fgets(line, sizeof line, s))
            if (!strncmp(line, "VmPeak:", 7) || !strncmp(line, "VmHWM:", 6))
                fputs(line, o);
    if (s) fclose(s);
    if (o) fclose(o);
}
"""


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


def cpu_wall(cmd):
    """CPU seconds (user + sys) and wall seconds of one run, or None."""
    t = time.perf_counter()
    p = subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    _, status, ru = os.wait4(p.pid, 0)
    wall = time.perf_counter() - t
    return None if status != 0 else (ru.ru_utime + ru.ru_stime, wall)


def anchors_table(scales, reps, tmp):
    print("| bench | scale | C cpu s | anchor cpu s | cpu ratio | C wall s | anchor wall s | wall ratio |")
    print("|---" * 8 + "|")
    for name, scale in scales.items():
        cmds = programs(name, scale, tmp, standalone=False)
        best = {"C gctd": [float("inf")] * 2, "anchor": [float("inf")] * 2}
        for _ in range(reps):
            for col in best:
                r = cpu_wall(cmds[col])
                if r is None:
                    sys.exit(f"{name}: {col} failed")
                best[col] = [min(a, b) for a, b in zip(best[col], r)]
        (cc_, cw), (ac, aw) = best["C gctd"], best["anchor"]
        print(f"| {name} | {scale} | {cc_:.3f} | {ac:.3f} | {cc_ / ac:.2f} "
              f"| {cw:.3f} | {aw:.3f} | {cw / aw:.2f} |", flush=True)


def status_kb(text, key):
    for line in text.splitlines():
        if line.startswith(key):
            return int(line.split()[1])
    return 0


def measure_memory(cmd, tmp, preload, env=None):
    """Seconds, peak RSS and peak virtual size (MB), and stderr, of one run."""
    stat = os.path.join(tmp, "vmstat")
    if os.path.exists(stat):
        os.remove(stat)
    env = dict(os.environ, **(env or {}), MATC_VMSTAT=stat, LD_PRELOAD=preload)
    t = time.perf_counter()
    # stderr to a file: a pipe read only at exit fills up and stops a
    # program that warns in a loop (Octave on mbrt and dich).
    err_file = tempfile.TemporaryFile(dir=tmp)
    p = subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=err_file, env=env)
    hwm = peak = 0
    path = f"/proc/{p.pid}/status"
    while p.poll() is None:
        try:
            with open(path) as f:
                s = f.read()
            hwm, peak = max(hwm, status_kb(s, "VmHWM:")), max(peak, status_kb(s, "VmPeak:"))
        except OSError:
            pass
        time.sleep(0.002)
    dt = time.perf_counter() - t
    err_file.seek(0)
    err = err_file.read().decode(errors="replace")
    err_file.close()
    if p.returncode != 0:
        return None
    if os.path.exists(stat):
        with open(stat) as f:
            s = f.read()
        hwm, peak = max(hwm, status_kb(s, "VmHWM:")), max(peak, status_kb(s, "VmPeak:"))
    return dt, hwm / 1024, peak / 1024, err


def cc(out, *srcs, flags=()):
    subprocess.run(["cc", "-std=c99", "-O2", *flags, "-o", out, *srcs, "-lm", "-lpthread"], check=True)


def programs(name, scale, tmp, standalone=True, c_only=False):
    """The commands that run benchmark `name` at `scale`, by column."""
    src = os.path.join(SHARED, "bench", name, f"bench_{name}.m")
    cmds = {}
    for gctd in ["on", "off"]:
        d = os.path.join(tmp, f"{name}-{gctd}")
        subprocess.run([MATC_EMIT, "build", "--emit-c", src, *SPECS, "--gctd", gctd, "-o", d], check=True)
        exe = os.path.join(d, name)
        cc(exe, os.path.join(d, f"bench_{name}.c"))
        cmds["C gctd" if gctd == "on" else "C off"] = [exe, str(scale)]
    if c_only:
        return cmds
    if standalone:
        out = os.path.join(tmp, f"{name}-exe")
        subprocess.run([MATC, "build", src, "-o", out], check=True)
        cmds["exe"] = [out, str(scale)]
    cmds["run"] = [MATC, "run", src, str(scale)]
    cmds["octave"] = ["octave", "-qf", "--no-gui", "--eval",
                      f"cd('{os.path.dirname(src)}'); bench_{name}({scale})"]
    anchor = os.path.join(SHARED, "anchors", "c", f"{name}.c")
    if os.path.exists(anchor):
        a = os.path.join(tmp, f"{name}-anchor")
        # The anchors use POSIX's M_PI, which strict C99 hides.
        cc(a, anchor, flags=["-D_DEFAULT_SOURCE"])
        cmds["anchor"] = [a, str(scale)]
    return cmds


def time_table(scales, reps, tmp):
    cols = ["C gctd", "C off", "exe", "run", "octave", "anchor"]
    print("| bench | scale | " + " | ".join(f"{c} s / MB" for c in cols) + " |")
    print("|---" * (len(cols) + 2) + "|")
    for name, scale in scales.items():
        cmds = programs(name, scale, tmp)
        cells = []
        for c in cols:
            r = measure(cmds[c], 1 if c == "octave" else reps) if c in cmds else None
            cells.append("-" if r is None else f"{r[0]:.3f} / {r[1]:.0f}")
        print(f"| {name} | {scale} | " + " | ".join(cells) + " |", flush=True)


def arrays_mb(err):
    """Peak heap plus peak stack arrays (MB) from MATC_MEMSTATS's report."""
    heap = stack = 0
    for line in err.splitlines():
        if line.startswith("peak heap:"):
            heap = int(line.split()[2])
        elif line.startswith("peak stack:") and "(arrays" in line:
            stack = int(line.split("(arrays")[1].split(")")[0])
    return (heap + stack) / 2**20


def memory_table(scales, octave_scales, tmp, c_only=False):
    so = os.path.join(tmp, "vmstat.so")
    src = os.path.join(tmp, "vmstat.c")
    with open(src, "w") as f:
        f.write(VMSTAT_C)
    subprocess.run(["cc", "-shared", "-fPIC", "-O2", "-o", so, src], check=True)
    print("| bench | scale | s (C gctd) | arrays gctd / off MB | RSS gctd / off | VM gctd / off "
          "| exe RSS / VM | run RSS / VM | octave (scale) RSS / VM |")
    print("|---" * 9 + "|")
    for name, scale in scales.items():
        cmds = programs(name, scale, tmp, c_only=c_only)
        on = measure_memory(cmds["C gctd"], tmp, so, {"MATC_MEMSTATS": "1"})
        off = measure_memory(cmds["C off"], tmp, so, {"MATC_MEMSTATS": "1"})
        exe = None if c_only else measure_memory(cmds["exe"], tmp, so)
        run = None if c_only else measure_memory(cmds["run"], tmp, so)
        oscale = 0 if c_only else octave_scales.get(name, scale)
        octave = None if oscale == 0 else measure_memory(programs_octave(name, oscale), tmp, so)

        def pair(a, b, k):
            return "- / -" if a is None or b is None else f"{a[k]:.1f} / {b[k]:.1f}"

        def one(r):
            return "-" if r is None else f"{r[1]:.1f} / {r[2]:.0f}"

        arrays = "- / -" if on is None or off is None else \
            f"{arrays_mb(on[3]):.1f} / {arrays_mb(off[3]):.1f}"
        secs = "-" if on is None else f"{on[0]:.2f}"
        ocell = "skipped" if octave is None else f"({oscale}) {one(octave)}"
        print(f"| {name} | {scale} | {secs} | {arrays} | {pair(on, off, 1)} | {pair(on, off, 2)} "
              f"| {one(exe)} | {one(run)} | {ocell} |", flush=True)


def programs_octave(name, scale):
    src = os.path.join(SHARED, "bench", name, f"bench_{name}.m")
    return ["octave", "-qf", "--no-gui", "--eval",
            f"cd('{os.path.dirname(src)}'); bench_{name}({scale})"]


def main():
    args = sys.argv[1:]
    reps, memory, anchors, octave_scales, c_only = 5, False, False, {}, False
    while args[:1] and args[0].startswith("--"):
        if args[0] == "--reps":
            reps, args = int(args[1]), args[2:]
        elif args[0] == "--memory":
            memory, args = True, args[1:]
        elif args[0] == "--anchors":
            anchors, args = True, args[1:]
        elif args[0] == "--c-only":
            c_only, args = True, args[1:]
        elif args[0] == "--no-octave":
            octave_scales = {k: 0 for k in MEMORY}
            args = args[1:]
        elif args[0] == "--octave-scale":
            k, v = args[1].split("=")
            octave_scales[k] = int(v)
            args = args[2:]
        else:
            sys.exit(f"unknown option {args[0]}")
    scales = {k: int(v) for k, v in (a.split("=") for a in args)} if args else None
    tmp = tempfile.mkdtemp(prefix="matc-build-table-")
    try:
        if anchors:
            anchors_table(scales or ANCHORS, reps, tmp)
        elif memory:
            memory_table(scales or MEMORY, octave_scales, tmp, c_only)
        else:
            time_table(scales or DEFAULT, reps, tmp)
    finally:
        shutil.rmtree(tmp)


if __name__ == "__main__":
    main()
