#!/usr/bin/env python3
"""Octave's output for each code cell of demo.ipynb, run in order in one
Octave session (what the matc kernel must print): expected/cellN.txt holds a
cell's stdout, and for a cell that fails, its last line is `error: MESSAGE`.

    python3 tests/jupyter/regen.py      # needs GNU Octave 7.3 (`octave`)
"""
import json
import pathlib
import subprocess
import tempfile

here = pathlib.Path(__file__).resolve().parent
cells = [c["source"] for c in json.loads((here / "demo.ipynb").read_text())["cells"]
         if c["cell_type"] == "code"]
cells = ["".join(c) if isinstance(c, list) else c for c in cells]

# Each cell is evaluated at the top level of one session, as the kernel runs
# it; cell sources are char rows built by sprintf, so quotes and newlines
# survive.
RUN = """for __i__ = 1:numel(__cells__)
  printf('@@CELL %d\\n', __i__);
  try
    eval(__cells__{__i__});
  catch __err__
    printf('error: %s\\n', __err__.message);
  end
end"""

with tempfile.TemporaryDirectory() as d:
    lines = ["set(0, 'defaultfigurevisible', 'off');", "__cells__ = {};"]
    for c in cells:
        lit = c.replace("\\", "\\\\").replace("'", "''").replace("%", "%%").replace("\n", "\\n")
        lines.append("__cells__{end+1} = sprintf('%s');" % lit)
    lines.append(RUN)
    p = pathlib.Path(d) / "cells.m"
    p.write_text("\n".join(lines) + "\n")
    out = subprocess.run(["octave", "-qf", "--no-gui", "--norc", "--no-window-system", str(p)],
                         cwd=d, capture_output=True, text=True, timeout=120,
                         env={"LC_ALL": "C", "PATH": "/usr/bin:/bin"}).stdout

parts = out.split("@@CELL ")[1:]
exp = here / "expected"
exp.mkdir(exist_ok=True)
for part in parts:
    n, _, text = part.partition("\n")
    (exp / f"cell{n}.txt").write_text(text)
print(f"wrote {len(parts)} cells to {exp}")
