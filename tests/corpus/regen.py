#!/usr/bin/env python3
"""Regenerates the corpus differential test's expected outputs by running GNU Octave 7.3.

Usage: tests/corpus/regen.py [--list] [FILE-SUBSTRING ...]

For every file of ../shared/corpus that GNU Octave parses (octave-parse.tsv) and
that is a script or a function file (its first function is called with no
arguments; most functions with parameters then fail and are dropped), this
copies the file's folder to a fresh temporary folder and runs there

    octave -qf --no-gui --norc --no-window-system NAME.m </dev/null

with LC_ALL=C, no DISPLAY, and a 10 s limit (graphics have no window to draw
in). Octave is run twice; a file is kept only when both runs exit 0 within the
limit, print byte-identical stdout (so files that print random numbers, the
time or temporary paths drop out), and print at most 20 KB. Each kept file's
stdout is written to tests/corpus/expected/<name>.out, where <name> is the
file's corpus path with '/' replaced by '__'. Outputs of files no longer kept
are removed. With FILE-SUBSTRING arguments only matching corpus files are
rerun (other expected outputs are left alone). `--list` prints the candidate
files and exits.

One Octave process at a time (the machine is shared).
"""
import os
import re
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
CORPUS = os.path.normpath(os.path.join(HERE, "../../../shared/corpus"))
EXPECTED = os.path.join(HERE, "expected")
TIMEOUT = 10
MAX_BYTES = 20 * 1024


def expected_name(rel):
    return rel.replace("/", "__")[: -len(".m")] + ".out"


def strip_comments(text):
    """Drops block comments, line comments and blank lines (rough, for classification)."""
    out = []
    in_block = 0
    for line in text.splitlines():
        s = line.strip()
        if s in ("%{", "#{"):
            in_block += 1
            continue
        if s in ("%}", "#}") and in_block:
            in_block -= 1
            continue
        if in_block or not s or s.startswith("%") or s.startswith("#"):
            continue
        out.append(s)
    return out


FUNC = re.compile(
    r"^function\b\s*(?:(?:\[[^\]]*\]|[A-Za-z_]\w*)\s*=\s*)?([A-Za-z_][\w.]*)\s*(\(([^)]*)\))?"
)


def runnable(path):
    """True for a script or a function file (not a classdef file)."""
    try:
        with open(path, "rb") as f:
            text = f.read().decode("utf-8", "replace")
    except OSError:
        return False
    lines = strip_comments(text)
    if not lines:
        return False
    first = lines[0]
    if not re.match(r"^function\b", first):
        return not re.match(r"^classdef\b", first)
    # A function with parameters is run too: called with no arguments it
    # completes when it gives them defaults (nargin checks); Octave decides.
    return FUNC.match(first) is not None


def candidates():
    out = []
    with open(os.path.join(CORPUS, "octave-parse.tsv")) as f:
        for line in f:
            if line.startswith("#"):
                continue
            parts = line.rstrip("\n").split("\t")
            if len(parts) < 2 or parts[1] != "yes":
                continue
            if runnable(os.path.join(CORPUS, parts[0])):
                out.append(parts[0])
    return out


def run_octave(rel):
    """Returns Octave's stdout for one run, or None when it did not exit 0 in time."""
    src = os.path.join(CORPUS, rel)
    with tempfile.TemporaryDirectory(prefix="matc-corpus-") as tmp:
        work = os.path.join(tmp, "w")
        shutil.copytree(os.path.dirname(src), work, symlinks=True)
        env = {k: v for k, v in os.environ.items() if k != "DISPLAY"}
        env["LC_ALL"] = "C"
        env["HOME"] = tmp
        try:
            p = subprocess.run(
                [
                    "octave",
                    "-qf",
                    "--no-gui",
                    "--norc",
                    "--no-window-system",
                    os.path.basename(src),
                ],
                cwd=work,
                stdin=subprocess.DEVNULL,
                stdout=subprocess.PIPE,
                stderr=subprocess.DEVNULL,
                env=env,
                timeout=TIMEOUT,
                start_new_session=True,
            )
        except subprocess.TimeoutExpired:
            return None
        if p.returncode != 0:
            return None
        return p.stdout


def main():
    args = sys.argv[1:]
    ver = subprocess.run(["octave", "--version"], capture_output=True, text=True).stdout
    if "version 7.3." not in ver.splitlines()[0]:
        sys.exit("regen.py: GNU Octave 7.3 is required")
    files = candidates()
    if "--list" in args:
        print("\n".join(files))
        return
    subs = [a for a in args if not a.startswith("--")]
    if subs:
        files = [f for f in files if any(s in f for s in subs)]
    os.makedirs(EXPECTED, exist_ok=True)
    kept = set()
    why = {"kept": 0, "failed": 0, "nondeterministic": 0, "too large": 0}
    for i, rel in enumerate(files):
        first = run_octave(rel)
        verdict = "failed"
        if first is not None:
            if len(first) > MAX_BYTES:
                verdict = "too large"
            elif run_octave(rel) != first:
                verdict = "nondeterministic"
            else:
                verdict = "kept"
                with open(os.path.join(EXPECTED, expected_name(rel)), "wb") as f:
                    f.write(first)
                kept.add(expected_name(rel))
        why[verdict] += 1
        if verdict != "kept":
            try:
                os.remove(os.path.join(EXPECTED, expected_name(rel)))
            except FileNotFoundError:
                pass
        print(f"[{i + 1}/{len(files)}] {rel}: {verdict}", flush=True)
    if not subs:
        for name in os.listdir(EXPECTED):
            if name not in kept:
                os.remove(os.path.join(EXPECTED, name))
    print(", ".join(f"{v} {k}" for k, v in why.items()))


if __name__ == "__main__":
    main()
