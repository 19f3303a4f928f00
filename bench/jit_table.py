#!/usr/bin/env python3
"""The native tier per benchmark: compile time, and the process time with the
JIT on and off at scale 1 and at the bench scale (best of N alternating runs).

Usage (from the project root, after `cargo build --release`):
  python3 bench/jit_table.py [--repeat N] [--matc PATH] [--bench DIR]

Prints a Markdown table: regions compiled and their compile time (from
`matc run --stats`), then per scale the wall time with `--jit=auto` and with
`--jit=off` and their ratio (below 1: the JIT pays for its compilation).
"""
import argparse, json, os, re, subprocess, time

HERE = os.path.dirname(os.path.abspath(__file__))


def run(cmd, cwd):
    t0 = time.perf_counter()
    p = subprocess.run(cmd, cwd=cwd, capture_output=True, text=True)
    return time.perf_counter() - t0, p


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--repeat", type=int, default=5)
    ap.add_argument("--matc", default=os.path.join(HERE, "..", "target", "release", "matc"))
    ap.add_argument("--bench", default=os.path.join(HERE, "..", "..", "shared", "bench"))
    a = ap.parse_args()
    matc = os.path.abspath(a.matc)
    suite = json.load(open(os.path.join(a.bench, "suite.json")))
    print("| bench | regions | compile ms | scale 1: on / off ms | ratio | bench scale | on / off ms | ratio |")
    print("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |")
    for name, info in suite.items():
        d = os.path.join(a.bench, name)
        f = f"bench_{name}.m"
        scales = [1, info["bench_scale"]]
        # Compile time varies from run to run (the first compilation also
        # pages in the code generator): the least of three runs.
        loops, compile_us = "?", None
        for _ in range(3):
            _, p = run([matc, "run", "--stats", f, str(scales[1])], d)
            stats = dict(re.findall(r"^(native loops|compile time us)\s+(\d+)", p.stderr, re.M))
            loops = stats.get("native loops", "?")
            us = int(stats.get("compile time us", 0))
            compile_us = us if compile_us is None else min(compile_us, us)
        cells = [name, loops, "%.2f" % (compile_us / 1000)]
        for k, s in enumerate(scales):
            best = {"auto": 1e9, "off": 1e9}
            for _ in range(a.repeat):
                for mode in best:
                    t, _ = run([matc, "run", f"--jit={mode}", f, str(s)], d)
                    best[mode] = min(best[mode], t)
            if k == 1:
                cells.append(str(s))
            cells += ["%.1f / %.1f" % (best["auto"] * 1e3, best["off"] * 1e3), "%.2f" % (best["auto"] / best["off"])]
        print("| " + " | ".join(cells) + " |", flush=True)


if __name__ == "__main__":
    main()
