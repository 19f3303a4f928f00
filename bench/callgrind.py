#!/usr/bin/env python3
"""Instructions (callgrind's Ir) of the loop benchmarks in two matc builds.

  python3 bench/callgrind.py OLD_MATC NEW_MATC [NAME ...]

Runs each benchmark of ../shared/bench at scale 1 under valgrind's callgrind
in both builds and prints, per benchmark, the instructions of the program's
run (everything under `Interp::run_entry`: the loops, their JIT compilation,
the builtins they call) and of the whole process (start-up, parsing and
analysis included), with the change. Counts repeat within 0.02% from run to
run, so a change of 1% is real. Kernel work (page faults, zeroing fresh
pages) is not counted.
"""
import math, os, re, subprocess, sys, tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
BENCH = os.environ.get("MATC_SHARED", os.path.join(HERE, "..", "..", "shared")) + "/bench"


def profile(matc, script, out):
    subprocess.run(["valgrind", "--tool=callgrind", f"--callgrind-out-file={out}", matc, "run", script, "1"],
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True)
    text = subprocess.run(["callgrind_annotate", "--inclusive=yes", "--threshold=100", out],
                          capture_output=True, text=True, check=True).stdout
    total = run = 0
    for line in text.splitlines():
        m = re.match(r"\s*([\d,]+) \([^)]*\)\s+(.*)", line)
        if not m:
            continue
        n = int(m.group(1).replace(",", ""))
        if "PROGRAM TOTALS" in line:
            total = n
        elif re.search(r"exec::interp::Interp::run_entry\b", m.group(2)) and "'" not in m.group(2):
            run = max(run, n)
    return run, total


def main():
    if len(sys.argv) < 3:
        sys.exit(__doc__)
    old, new, names = sys.argv[1], sys.argv[2], sys.argv[3:]
    names = names or sorted(d for d in os.listdir(BENCH) if os.path.isfile(f"{BENCH}/{d}/bench_{d}.m"))
    print("| benchmark | run, old | run, new | change | process, old | process, new |")
    print("| --- | ---: | ---: | ---: | ---: | ---: |")
    logs = []
    with tempfile.TemporaryDirectory() as tmp:
        for name in names:
            script = f"{BENCH}/{name}/bench_{name}.m"
            (ro, to), (rn, tn) = (profile(m, script, f"{tmp}/{name}.{k}") for k, m in enumerate((old, new)))
            logs.append(math.log(rn / ro))
            print(f"| {name} | {ro / 1e6:.2f}M | {rn / 1e6:.2f}M | {(rn / ro - 1) * 100:+.2f}% "
                  f"| {to / 1e6:.1f}M | {tn / 1e6:.1f}M |", flush=True)
    print(f"\nrun instructions, geometric mean of new / old: {math.exp(sum(logs) / len(logs)):.4f}")


if __name__ == "__main__":
    main()
