"""`matc run --stats`'s counters as a dict, for the table scripts beside this one."""
import os, re, subprocess


def run_stats(matc, path, scale, flags=(), env=None):
    """Runs `matc run --stats FLAGS PATH SCALE` in PATH's folder; its counters by name."""
    path = os.path.abspath(path)
    p = subprocess.run([matc, "run", "--stats", *flags, path, str(scale)], capture_output=True,
                       text=True, cwd=os.path.dirname(path), env=env)
    out = {}
    for line in p.stderr.splitlines():
        m = re.match(r"(\D+?)\s+(\d+)$", line.strip())
        if m:
            out[m.group(1).strip()] = int(m.group(2))
    return out
