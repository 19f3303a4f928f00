#!/usr/bin/env python3
"""Times commands run by turns, so that each sees the same state of a noisy machine.

On a shared VM one binary's wall time moves by 5-20% from one minute to the
next: two builds timed in separate blocks compare the minutes, not the builds.
This runs each command once per round, ROUNDS rounds, and prints each one's
minimum, first quartile and median wall time.

  python3 bench/alternate.py 30 "old=/tmp/matc_old run bench/pdst/bench_pdst.m 8" \\
                                "new=target/release/matc run bench/pdst/bench_pdst.m 8"
"""
import shlex
import statistics
import subprocess
import sys
import time


def main():
    if len(sys.argv) < 3 or "=" not in sys.argv[2]:
        sys.exit(__doc__)
    rounds = int(sys.argv[1])
    cmds = [a.split("=", 1) for a in sys.argv[2:]]
    times = {name: [] for name, _ in cmds}
    for _ in range(rounds):
        for name, cmd in cmds:
            t = time.perf_counter()
            subprocess.run(shlex.split(cmd), capture_output=True, check=True)
            times[name].append(time.perf_counter() - t)
    for name, ts in times.items():
        ts.sort()
        print(f"{name:12} min {ts[0]:.4f}  q1 {ts[len(ts) // 4]:.4f}  median {statistics.median(ts):.4f} s")


if __name__ == "__main__":
    main()
